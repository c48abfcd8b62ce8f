import { wallComments, wallReports } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import { writeTransaction } from '../shared/write-transaction';
import type { wallReportSchema } from './wall.schema';
import { requirePost } from './wall-posts.service';

/**
 * Anyone signed in reports a post or a comment, once: a repeat answers ok and keeps the first report
 * (unique per reporter and target). Reports wait for moderation; nothing is hidden automatically.
 */
export function reportWall(
	deps: Pick<ApiDeps, 'db' | 'clock'>,
	reporterId: string,
	input: z.output<typeof wallReportSchema>,
): { ok: true } {
	const now = deps.clock.now();
	writeTransaction(deps.db, (tx) => {
		if (input.target === 'post') {
			requirePost(tx, input.id);
		} else {
			const comment = tx.select({ id: wallComments.id }).from(wallComments).where(eq(wallComments.id, input.id)).get();
			if (!comment) throw new AppError('NOT_FOUND', 'wall.errors.commentNotFound');
		}
		tx.insert(wallReports)
			.values({
				reporterId,
				postId: input.target === 'post' ? input.id : null,
				commentId: input.target === 'comment' ? input.id : null,
				reason: input.reason,
				createdAt: now,
			})
			.onConflictDoNothing()
			.run();
	});
	return { ok: true };
}
