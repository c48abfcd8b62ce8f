import { profiles, reviews, staffAudit } from '@edge/db';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import { userReports } from './staff-user-reports';
import { userSubscriptions } from './staff-user-subscriptions';
import { findUser } from './staff-users-search';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'paypal' | 'logError' | 'appUrl' | 'mailer'>;

/** The latest reviews and audit rows the user page lists; the counts cover them all. */
const LATEST_REVIEWS = 20;
const HISTORY = 50;

export const userNotFound = () => new AppError('NOT_FOUND', 'errors.staffUsers.userNotFound');

/**
 * staff.users.get: everything staff need to decide about an account, on one page: its profiles,
 * its subscriptions as PayPal has them, its reviews (hidden ones flagged), the reports it made and
 * those of what it wrote, and every staff action about it (warnings, suspensions, roles…).
 */
export async function userDetail(deps: Deps, userId: string) {
	const user = findUser(deps.db, userId);
	if (!user) throw userNotFound();
	const ownProfiles = deps.db
		.select({ id: profiles.id, kind: profiles.kind, title: profiles.title, verifiedAt: profiles.verifiedAt })
		.from(profiles)
		.where(eq(profiles.ownerId, userId))
		.orderBy(asc(profiles.id))
		.all();
	const reviewRows = deps.db
		.select({
			id: reviews.id,
			profileId: reviews.profileId,
			profileTitle: profiles.title,
			rating: reviews.rating,
			comment: reviews.comment,
			createdAt: reviews.createdAt,
			hiddenAt: reviews.hiddenAt,
			hiddenReason: reviews.hiddenReason,
		})
		.from(reviews)
		.innerJoin(profiles, eq(profiles.id, reviews.profileId))
		.where(eq(reviews.authorId, userId))
		.orderBy(desc(reviews.id))
		.limit(LATEST_REVIEWS)
		.all();
	const reviewCount = deps.db.select({ n: count() }).from(reviews).where(eq(reviews.authorId, userId)).get()?.n ?? 0;
	const history = deps.db
		.select()
		.from(staffAudit)
		.where(eq(staffAudit.targetUserId, userId))
		.orderBy(desc(staffAudit.id))
		.limit(HISTORY)
		.all();
	return {
		user: {
			id: user.id,
			name: `${user.firstName} ${user.lastName}`.trim(),
			email: user.email,
			phone: user.phone,
			createdAt: user.createdAt.toISOString(),
			staffRole: user.staffRole,
			suspendedAt: user.suspendedAt?.toISOString() ?? null,
			suspendedReason: user.suspendedReason,
		},
		profiles: ownProfiles.map((row) => ({
			id: row.id,
			kind: row.kind,
			title: row.title,
			verified: row.verifiedAt !== null,
		})),
		subscriptions: await userSubscriptions(deps, userId),
		reviews: {
			count: reviewCount,
			latest: reviewRows.map((row) => ({
				...row,
				createdAt: row.createdAt.toISOString(),
				hiddenAt: row.hiddenAt?.toISOString() ?? null,
			})),
		},
		reports: userReports(deps.db, userId),
		history: history.map((row) => ({
			id: row.id,
			action: row.action,
			staffEmail: row.staffEmail,
			staffRole: row.staffRole,
			reason: row.reason,
			createdAt: row.createdAt.toISOString(),
		})),
	};
}
