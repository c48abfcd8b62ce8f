import type { ReportedKind } from '@edge/db/staff-kinds';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import { writeTransaction } from '../../shared/write-transaction';
import { recordStaffAction, type StaffActor } from '../staff-audit';
import { setHidden } from './content-moderation';
import { closeOpenReports } from './open-reports';
import { requireReportedContent } from './reported-content';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'chatBus'>;

interface ItemAction {
	kind: ReportedKind;
	id: number;
	reason: string | null;
}

/**
 * Keeps the item and closes every open report of it ('dismissed'). Nothing open to close is a
 * conflict (another moderator got there first), and nothing is written.
 */
export function dismissReports(deps: Deps, actor: StaffActor, input: ItemAction): { closed: number } {
	const now = deps.clock.now();
	return writeTransaction(deps.db, (tx) => {
		const content = requireReportedContent(tx, input.kind, input.id);
		const closed = closeOpenReports(tx, input.kind, input.id, 'dismissed', now);
		if (closed === 0) throw new AppError('CONFLICT', 'admin.reports.errors.noOpenReports');
		recordStaffAction(
			tx,
			actor,
			{
				action: 'report.dismiss',
				targetKind: input.kind,
				targetId: input.id,
				targetUserId: content.authorId,
				reason: input.reason,
				detail: { closedReports: closed },
			},
			now,
		);
		return { closed };
	});
}

/**
 * Hides the item from everyone but its author and staff, closes its open reports ('hidden') and
 * tells the author why. Open pages drop it through the live streams once this committed.
 */
export function hideContent(deps: Deps, actor: StaffActor, input: ItemAction & { reason: string }) {
	const now = deps.clock.now();
	const publish = writeTransaction(deps.db, (tx) => {
		const content = requireReportedContent(tx, input.kind, input.id);
		if (content.hiddenAt) throw new AppError('CONFLICT', 'admin.reports.errors.alreadyHidden');
		const published = setHidden(tx, input.kind, input.id, { at: now, reason: input.reason }, now);
		const closed = closeOpenReports(tx, input.kind, input.id, 'hidden', now);
		recordStaffAction(
			tx,
			actor,
			{
				action: 'content.hide',
				notice: 'contentHidden',
				targetKind: input.kind,
				targetId: input.id,
				targetUserId: content.authorId,
				reason: input.reason,
				detail: { closedReports: closed },
			},
			now,
		);
		return published;
	});
	publish(deps.chatBus);
	return { hidden: true as const };
}

/** Shows a hidden item again to everyone and tells its author. Its closed reports stay closed. */
export function restoreContent(deps: Deps, actor: StaffActor, input: ItemAction) {
	const now = deps.clock.now();
	const publish = writeTransaction(deps.db, (tx) => {
		const content = requireReportedContent(tx, input.kind, input.id);
		if (!content.hiddenAt) throw new AppError('CONFLICT', 'admin.reports.errors.notHidden');
		const published = setHidden(tx, input.kind, input.id, null, now);
		recordStaffAction(
			tx,
			actor,
			{
				action: 'content.restore',
				notice: 'contentRestored',
				targetKind: input.kind,
				targetId: input.id,
				targetUserId: content.authorId,
				reason: input.reason,
				detail: { hiddenReason: content.hiddenReason },
			},
			now,
		);
		return published;
	});
	publish(deps.chatBus);
	return { hidden: false as const };
}
