import { randomBytes } from 'node:crypto';
import { grantStaff } from '@edge/api';
import { hashPassword } from '@edge/auth';
import {
	chatReports,
	conversations,
	type Db,
	messages,
	reviewReports,
	users,
	verificationRequests,
	wallReports,
} from '@edge/db';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../demo-data';

/** The demo's staff (docs/admin.md): an admin and a moderator, signing in with the demo password. */
export const DEMO_STAFF = [
	{ email: 'admin@demo.edge.do', firstName: 'Altagracia', lastName: 'Rosario', role: 'admin' },
	{ email: 'moderador@demo.edge.do', firstName: 'Manuel', lastName: 'Cabrera', role: 'moderator' },
] as const;

/** How many business profiles get a pending verification request. */
const PENDING_VERIFICATIONS = 3;

export interface DemoStaffSummary {
	staff: number;
	reports: number;
	verifications: number;
}

const REVIEW_REASONS = ['Lenguaje ofensivo contra el dueño', 'Parece una reseña falsa: nunca fue cliente'];

/**
 * The staff side's demo: admin@ and moderador@demo.edge.do (granted through grantStaff, as the
 * command line does, so the audit shows it), open reports of every kind for the queue (two
 * reviews, a wall post, a comment and a chat message, reported by cliente@demo.edge.do) and pending
 * verification requests of the first generated businesses. Idempotent: what is there stays.
 * Runs after the directory and the wall (it reports their content).
 */
export async function seedDemoStaff(db: Db, now: Date): Promise<DemoStaffSummary> {
	const passwordHash = await hashPassword(DEMO_PASSWORD);
	let staff = 0;
	for (const member of DEMO_STAFF) {
		db.insert(users)
			.values({
				id: randomBytes(15).toString('base64url'),
				email: member.email,
				firstName: member.firstName,
				lastName: member.lastName,
				phone: '+18095550199',
				dateOfBirth: '1985-03-14',
				accountKind: 'customer',
				userType: 'Customer',
				profileType: null,
				passwordHash,
				referralCode: `DEMOSTAFF${member.role.slice(0, 3).toUpperCase()}`,
			})
			.onConflictDoNothing({ target: users.email })
			.run();
		if (grantStaff(db, member.email, member.role, now) === 'granted') staff += 1;
	}
	const reporter = db.select({ id: users.id }).from(users).where(eq(users.email, 'cliente@demo.edge.do')).get();
	if (!reporter) return { staff, reports: 0, verifications: 0 };
	// better-sqlite3 is one synchronous connection: what runs inside the callback is the transaction.
	const reports = db.transaction(() => seedReports(db, reporter.id, now), { behavior: 'immediate' });
	const verifications = db.transaction(() => seedVerifications(db, now), { behavior: 'immediate' });
	return { staff, reports, verifications };
}

const oneRow = <T>(db: Db, sql: string, ...params: unknown[]) =>
	db.$client.prepare(sql).get(...params) as T | undefined;
const rows = <T>(db: Db, sql: string, ...params: unknown[]) => db.$client.prepare(sql).all(...params) as T[];

function seedReports(db: Db, reporterId: string, now: Date): number {
	let added = 0;
	const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
	// Two low reviews by other people, oldest first in the queue.
	const reviewed = rows<{ id: number }>(
		db,
		'select id from reviews where author_id != ? and rating <= 2 and hidden_at is null order by id limit 2',
		reporterId,
	);
	reviewed.forEach((review, index) => {
		added += db
			.insert(reviewReports)
			.values({ reviewId: review.id, reporterId, reason: REVIEW_REASONS[index] ?? null, createdAt: at(300 - index) })
			.onConflictDoNothing()
			.run().changes;
	});
	const post = oneRow<{ id: number }>(
		db,
		'select id from wall_posts where author_id != ? order by id limit 1',
		reporterId,
	);
	if (post)
		added += db
			.insert(wallReports)
			.values({ reporterId, postId: post.id, reason: 'Es publicidad engañosa', createdAt: at(200) })
			.onConflictDoNothing()
			.run().changes;
	const comment = oneRow<{ id: number }>(
		db,
		'select id from wall_comments where author_id != ? order by id limit 1',
		reporterId,
	);
	if (comment)
		added += db
			.insert(wallReports)
			.values({ reporterId, commentId: comment.id, reason: 'Insulta a otro negocio', createdAt: at(150) })
			.onConflictDoNothing()
			.run().changes;
	added += seedReportedChat(db, reporterId, at);
	return added;
}

/** cliente@ and freelancer@ talk; the freelancer's last message is reported. */
function seedReportedChat(db: Db, customerId: string, at: (minutesAgo: number) => Date): number {
	const freelancer = oneRow<{ id: string }>(db, "select id from users where email = 'freelancer@demo.edge.do'");
	if (!freelancer) return 0;
	const existing = oneRow<{ id: number }>(
		db,
		'select id from conversations where customer_id = ? and freelancer_id = ?',
		customerId,
		freelancer.id,
	);
	let conversationId = existing?.id;
	if (conversationId === undefined) {
		const created = db
			.insert(conversations)
			.values({ customerId, freelancerId: freelancer.id, createdAt: at(120) })
			.returning({ id: conversations.id })
			.get().id;
		const lines: Array<[string, string, number]> = [
			[customerId, 'Buenas, ¿cuánto cobra por un diseño de logo?', 120],
			[freelancer.id, 'Depende del trabajo. Págueme por fuera de Edge y le hago descuento.', 110],
			[customerId, 'Prefiero pagar por la plataforma.', 100],
			[freelancer.id, 'Entonces busque a otro, no pierda mi tiempo.', 90],
		];
		let lastId = 0;
		lines.forEach(([senderId, body, minutesAgo], index) => {
			lastId = db
				.insert(messages)
				.values({ conversationId: created, senderId, clientId: `demo-staff-${index}`, body, createdAt: at(minutesAgo) })
				.returning({ id: messages.id })
				.get().id;
		});
		db.update(conversations)
			.set({ lastMessageId: lastId, lastMessageAt: at(90) })
			.where(eq(conversations.id, created))
			.run();
		conversationId = created;
	}
	const reported = oneRow<{ id: number }>(
		db,
		'select id from messages where conversation_id = ? and sender_id = ? order by id desc limit 1',
		conversationId,
		freelancer.id,
	);
	if (!reported) return 0;
	return db
		.insert(chatReports)
		.values({
			conversationId,
			reporterId: customerId,
			reason: 'Me pidió pagar por fuera y me trató mal',
			messageId: reported.id,
			createdAt: at(80),
		})
		.onConflictDoNothing()
		.run().changes;
}

/** The first generated businesses without a request yet ask to be verified by phone. */
function seedVerifications(db: Db, now: Date): number {
	const candidates = rows<{
		id: number;
		ownerId: string;
		title: string;
		phone: string | null;
		idNumber: string | null;
	}>(
		db,
		`select p.id, p.owner_id as ownerId, p.title, p.phone, p.id_number as idNumber from profiles p
		join users u on u.id = p.owner_id
		where p.kind = 'business' and p.verified_at is null and u.email like 'propietario-%@demo.edge.do'
		order by p.id limit ?`,
		PENDING_VERIFICATIONS,
	);
	let added = 0;
	candidates.forEach((profile, index) => {
		const asked = oneRow(db, 'select 1 from verification_requests where profile_id = ?', profile.id);
		if (asked) return;
		db.insert(verificationRequests)
			.values({
				profileId: profile.id,
				ownerId: profile.ownerId,
				status: 'pending',
				channel: 'phone',
				target: profile.phone ?? '+18095550150',
				businessName: profile.title,
				taxId: profile.idNumber,
				submittedAt: new Date(now.getTime() - (index + 1) * 3_600_000),
			})
			.run();
		added += 1;
	});
	return added;
}
