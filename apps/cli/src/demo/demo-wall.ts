import type { Db } from '@edge/db';

export interface DemoWallSummary {
	posts: number;
	comments: number;
	reactions: number;
}

/** Fills the business wall with demo posts, comments and reactions (issue 9; being written). */
export function seedDemoWall(_db: Db, _options: { seed: number; now: Date }): DemoWallSummary {
	return { posts: 0, comments: 0, reactions: 0 };
}
