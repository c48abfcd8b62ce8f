export { SIMULATOR_CLIENT_ID, SIMULATOR_CLIENT_SECRET } from './client-credentials';
export type { FaultMode } from './faults';
export { type PaypalSimulator, type PaypalSimulatorOptions, startPaypalSimulator } from './start';
export type { WebhookEvent } from './state';
