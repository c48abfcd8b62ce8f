export type { FaultMode } from './faults';
export { type PaypalSimulator, type PaypalSimulatorOptions, startPaypalSimulator } from './start';
export type { WebhookEvent } from './state';
