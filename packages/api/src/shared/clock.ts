/** Injected wherever time matters (throttling, reset links, billing dates) so tests can move it. */
export interface Clock {
	now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
