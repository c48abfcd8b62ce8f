import type { SimulatorClient } from './client-credentials';
import type { StateStore } from './state';

/** What every resource's routes share: the state, the simulated time, and the event queue. */
export interface SimulatorContext {
	store: StateStore;
	/** The only REST app credentials the token endpoint accepts. */
	client: SimulatorClient;
	now(): Date;
	baseUrl(): string;
	/** Queues a webhook event (delivered in the background when a webhook URL is set). */
	emit(eventType: string, resourceType: string, resource: unknown, summary: string): void;
}
