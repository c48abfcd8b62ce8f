import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDb, createDb, migrateDb, staffAudit, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/paypal';

let dataDir: string;

beforeAll(() => {
	dataDir = mkdtempSync(join(tmpdir(), 'edge-cli-staff-'));
	const db = createDb(join(dataDir, 'edge.sqlite'));
	try {
		migrateDb(db);
		db.insert(users)
			.values({
				id: 'u-ana',
				firstName: 'Ana',
				lastName: 'Pérez',
				email: 'ana@example.com',
				phone: '+18095550100',
				passwordHash: 'x',
				dateOfBirth: '1990-01-01',
				accountKind: 'customer',
				userType: 'Customer',
				referralCode: 'ANA0001',
			})
			.run();
	} finally {
		closeDb(db);
	}
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

// No PayPal settings and no simulator URL: the staff commands must not need them.
const env = () => ({ DATA_DIR: dataDir });

function readUser() {
	const db = createDb(join(dataDir, 'edge.sqlite'));
	try {
		const user = db.select().from(users).where(eq(users.id, 'u-ana')).get();
		const audit = db.select().from(staffAudit).where(eq(staffAudit.targetUserId, 'u-ana')).all();
		return { role: user?.staffRole ?? null, audit: audit.map((row) => `${row.action}:${row.staffEmail}`) };
	} finally {
		closeDb(db);
	}
}

describe('npm run cli -- staff:*', () => {
	it('grants, changes and revokes a role, each audited as the command line', async () => {
		const log = vi.spyOn(console, 'log').mockImplementation(() => {});
		expect(await runCli(['staff:grant', 'ANA@example.com', '--role', 'moderator'], env())).toBe(0);
		expect(readUser().role).toBe('moderator');
		expect(log.mock.calls.at(-1)?.[0]).toBe('ana@example.com is now moderator');

		expect(await runCli(['staff:grant', 'ana@example.com', '--role=admin'], env())).toBe(0);
		expect(readUser().role).toBe('admin');
		expect(await runCli(['staff:grant', 'ana@example.com', '--role', 'admin'], env())).toBe(0);
		expect(log.mock.calls.at(-1)?.[0]).toContain('already admin');

		expect(await runCli(['staff:revoke', 'ana@example.com'], env())).toBe(0);
		expect(readUser().role).toBeNull();
		expect(await runCli(['staff:revoke', 'ana@example.com'], env())).toBe(0);
		expect(log.mock.calls.at(-1)?.[0]).toContain('not staff');
		expect(readUser().audit).toEqual(['staff.grant:cli', 'staff.grant:cli', 'staff.revoke:cli']);
	});

	it('answers 1 for an unknown e-mail', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(await runCli(['staff:grant', 'nobody@example.com', '--role', 'admin'], env())).toBe(1);
		expect(error.mock.calls.at(-1)?.[0]).toBe('No user with the e-mail nobody@example.com');
		expect(await runCli(['staff:revoke', 'nobody@example.com'], env())).toBe(1);
	});

	it('answers 2 for bad usage, with the help', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(await runCli(['staff:grant', 'ana@example.com'], env())).toBe(2);
		expect(await runCli(['staff:grant', 'ana@example.com', '--role', 'owner'], env())).toBe(2);
		expect(await runCli(['staff:grant', '--role', 'admin'], env())).toBe(2);
		expect(await runCli(['staff:revoke'], env())).toBe(2);
		expect(await runCli(['staff:revoke', 'ana@example.com', '--role', 'admin'], env())).toBe(2);
		expect(error.mock.calls.at(-1)?.[0]).toContain('staff:grant EMAIL --role moderator|admin');
		expect(readUser().role).toBeNull();
	});

	it('lists the staff commands in the help', async () => {
		const log = vi.spyOn(console, 'log').mockImplementation(() => {});
		expect(await runCli(['help'], env())).toBe(0);
		expect(log.mock.calls[0]?.[0]).toContain('staff:revoke EMAIL');
	});
});
