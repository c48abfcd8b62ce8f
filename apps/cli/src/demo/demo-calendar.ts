import type { Db } from '@edge/db';

export interface DemoCalendarSummary {
	events: number;
	interests: number;
}

/** Fills the Edge Calendar with demo events and interest marks (issue 9; being written). */
export function seedDemoCalendar(_db: Db, _options: { seed: number; now: Date }): DemoCalendarSummary {
	return { events: 0, interests: 0 };
}
