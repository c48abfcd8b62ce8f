import { plans } from '@edge/db';
import type { ReportedKind } from '@edge/db/staff-kinds';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../shared/db-tx';

export interface StaffDashboard {
	/**
	 * Items with at least one open report: several reports of one item count once, as the queue
	 * shows them (open-reports.ts; a chat report is about its message, and one without a message,
	 * where the other person had written nothing, is not an item of the queue).
	 */
	openReports: Record<ReportedKind, number>;
	pendingVerifications: number;
	/** The last 7 days up to now. */
	newUsersThisWeek: number;
	newProfilesThisWeek: number;
	/** Subscriptions whose state is 'active' (subscription-view.ts: status ACTIVE), per plan. */
	activeSubscriptions: Array<{ planId: string; planName: { es: string; en: string }; count: number }>;
	/**
	 * Receipts paid since the 1st of this month in Santo Domingo, one total per currency PayPal charged
	 * (hundredths of it; USD now, DOP for receipts from before): never converted, so each is what
	 * PayPal's statements add up to. Largest first; empty with no receipts.
	 */
	revenueThisMonth: Array<{ currency: string; cents: number }>;
	monthStart: string;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Santo Domingo keeps UTC-4 all year (no daylight saving), so its midnight is 04:00 UTC. */
const SANTO_DOMINGO_OFFSET_HOURS = 4;

/** The instant the current month began in Santo Domingo. */
export function santoDomingoMonthStart(now: Date): Date {
	const local = new Date(now.getTime() - SANTO_DOMINGO_OFFSET_HOURS * 3600_000);
	return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1, SANTO_DOMINGO_OFFSET_HOURS));
}

/**
 * The /admin dashboard's figures: one small aggregate query each, read on every visit (staff are
 * few; nothing is cached). Figures come straight from the tables docs/admin.md names.
 */
export function staffDashboard(db: DbOrTx, now: Date): StaffDashboard {
	const weekAgo = now.getTime() - WEEK_MS;
	const monthStart = santoDomingoMonthStart(now);
	const reports = db.get<{ review: number; wallPost: number; wallComment: number; chatMessage: number }>(sql`
		select
			(select count(distinct review_id) from review_reports where resolved_at is null) as review,
			(select count(distinct post_id) from wall_reports where resolved_at is null and post_id is not null) as wallPost,
			(select count(distinct comment_id) from wall_reports where resolved_at is null and comment_id is not null) as wallComment,
			(select count(distinct message_id) from chat_reports where resolved_at is null and message_id is not null) as chatMessage
	`);
	const pending = db.get<{ n: number }>(sql`select count(*) as n from verification_requests where status = 'pending'`);
	const newUsers = db.get<{ n: number }>(sql`select count(*) as n from users where created_at >= ${weekAgo}`);
	const newProfiles = db.get<{ n: number }>(sql`select count(*) as n from profiles where created_at >= ${weekAgo}`);
	const active = db.all<{ planId: string; count: number }>(sql`
		select plan_id as planId, count(*) as count from subscriptions where status = 'ACTIVE' group by plan_id
	`);
	const revenue = db.all<{ currency: string; cents: number }>(
		sql`select currency, sum(amount_cents) as cents from payment_receipts where paid_at >= ${monthStart.getTime()} and paid_at <= ${now.getTime()} group by currency order by cents desc`,
	);
	const planRows = new Map(
		db
			.select()
			.from(plans)
			.all()
			.map((plan) => [plan.id, plan]),
	);
	return {
		openReports: {
			review: reports?.review ?? 0,
			wallPost: reports?.wallPost ?? 0,
			wallComment: reports?.wallComment ?? 0,
			chatMessage: reports?.chatMessage ?? 0,
		},
		pendingVerifications: pending?.n ?? 0,
		newUsersThisWeek: newUsers?.n ?? 0,
		newProfilesThisWeek: newProfiles?.n ?? 0,
		activeSubscriptions: active
			.map((row) => {
				const plan = planRows.get(row.planId);
				return {
					planId: row.planId,
					planName: { es: plan?.nameEs ?? row.planId, en: plan?.nameEn ?? row.planId },
					count: row.count,
					order: plan?.sortOrder ?? 0,
				};
			})
			.sort((a, b) => a.order - b.order)
			.map(({ order: _order, ...row }) => row),
		revenueThisMonth: revenue,
		monthStart: monthStart.toISOString(),
	};
}
