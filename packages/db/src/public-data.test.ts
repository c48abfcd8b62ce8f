import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVATE_TABLES, PUBLIC_DATA_TABLES } from './public-data';
import { conversations, messages, profiles, sessions } from './schema/index';
import { createTestDb } from './testing/test-db';
import { insertTestUser } from './testing/test-user';

const test = createTestDb();
afterAll(() => test.cleanup());
const { db } = test;

const version = () => db.get<{ version: number }>(sql`select version from public_data_version`)?.version;

const addUser = (id: string) => insertTestUser(db, { id, accountKind: 'business', userType: 'Seller' });

describe('migration 0007: public_data_version', () => {
	it('places every table on one list: public ones have their three triggers, private ones none', () => {
		const tables = db
			.all<{ name: string }>(
				sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
					and name not like '__drizzle%' and name not like 'profile_search%' and name != 'public_data_version'`,
			)
			.map((row) => row.name)
			.sort();
		expect(tables).toEqual([...PUBLIC_DATA_TABLES, ...PRIVATE_TABLES].sort());
		const triggers = db
			.all<{ tbl_name: string; name: string }>(
				sql`select tbl_name, name from sqlite_master where type = 'trigger' and name like '%_public_data_%'`,
			)
			.map((row) => `${row.tbl_name} ${row.name}`);
		for (const table of PUBLIC_DATA_TABLES) {
			for (const op of ['insert', 'update', 'delete'])
				expect(triggers).toContain(`${table} ${table}_public_data_${op}`);
		}
		for (const table of PRIVATE_TABLES) expect(triggers.filter((t) => t.startsWith(`${table} `))).toEqual([]);
	});

	it('moves with each row written to a public table, and not with a session or a chat message', () => {
		const start = version() ?? 0;
		addUser('u1');
		addUser('u2');
		expect(version()).toBe(start + 2);

		db.insert(sessions).values({ id: 's1', userId: 'u1', expiresAt: 2_000_000_000 }).run();
		const conversationId = db
			.insert(conversations)
			.values({ customerId: 'u1', freelancerId: 'u2', createdAt: new Date() })
			.returning({ id: conversations.id })
			.get().id;
		db.insert(messages)
			.values({ conversationId, senderId: 'u1', clientId: 'c1', body: 'Hola', createdAt: new Date() })
			.run();
		db.delete(sessions).where(eq(sessions.id, 's1')).run();
		expect(version()).toBe(start + 2);

		const id = db
			.insert(profiles)
			.values({ ownerId: 'u1', kind: 'business', title: 'Ferretería Sol' })
			.returning({ id: profiles.id })
			.get().id;
		db.update(profiles).set({ title: 'Ferretería Luna' }).where(eq(profiles.id, id)).run();
		db.delete(profiles).where(eq(profiles.id, id)).run();
		expect(version()).toBe(start + 5);
	});
});
