import { type Db, users } from '@edge/db';
import { desc, eq, or, sql } from 'drizzle-orm';
import { type SearchUsersInput, USERS_PAGE_SIZE } from './staff-users.schema';

/** `%`, `_` and `\` typed in the box are looked for as themselves, not as LIKE patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * staff.users.search: accounts whose first name, last name, "first last" or e-mail contains the
 * query (SQLite's LIKE ignores ASCII case), newest first, a page at a time. Staff search a few
 * thousand accounts at most by hand, so a scan is fine; no index serves "contains" anyway.
 */
export function searchUsers(db: Db, input: SearchUsersInput) {
	const offset = input.cursor ?? 0;
	const pattern = `%${escapeLike(input.query.toLowerCase())}%`;
	const where = input.query
		? or(
				sql`${users.email} LIKE ${pattern} ESCAPE '\\'`,
				sql`${users.firstName} LIKE ${pattern} ESCAPE '\\'`,
				sql`${users.lastName} LIKE ${pattern} ESCAPE '\\'`,
				sql`(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern} ESCAPE '\\'`,
			)
		: undefined;
	const rows = db
		.select({
			id: users.id,
			firstName: users.firstName,
			lastName: users.lastName,
			email: users.email,
			createdAt: users.createdAt,
			staffRole: users.staffRole,
			suspendedAt: users.suspendedAt,
			suspendedReason: users.suspendedReason,
			// Spelled out: drizzle writes a one-table query's columns unqualified, which inside the
			// subquery would name the profile's own id.
			profileCount: sql<number>`(SELECT count(*) FROM profiles p WHERE p.owner_id = "users"."id")`,
		})
		.from(users)
		.where(where)
		.orderBy(desc(users.createdAt), desc(users.id))
		.limit(USERS_PAGE_SIZE + 1)
		.offset(offset)
		.all();
	const page = rows.slice(0, USERS_PAGE_SIZE);
	return {
		items: page.map((row) => ({
			id: row.id,
			name: `${row.firstName} ${row.lastName}`.trim(),
			email: row.email,
			createdAt: row.createdAt.toISOString(),
			staffRole: row.staffRole,
			suspendedAt: row.suspendedAt?.toISOString() ?? null,
			suspendedReason: row.suspendedReason,
			profileCount: Number(row.profileCount),
		})),
		nextCursor: rows.length > USERS_PAGE_SIZE ? offset + USERS_PAGE_SIZE : null,
	};
}

/** The user row or undefined; staff services answer NOT_FOUND for an unknown id. */
export function findUser(db: Db, userId: string) {
	return db.select().from(users).where(eq(users.id, userId)).get();
}
