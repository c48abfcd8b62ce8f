import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appRouter, grantStaff, PUBLIC_CACHE_PATHS, revokeStaff } from '@edge/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getMe, type RegisteredUser, registerUser, trpcMutation, trpcQuery } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';

/**
 * Every staff procedure's authorization (issue 21), found by walking the router: a procedure added
 * under `staff.` later is covered without touching this file. Anonymous callers get 401, plain users
 * 403, moderators pass except on the admin-only list below, admins pass everywhere.
 */
const ADMIN_ONLY = ['staff.overview.audit', 'staff.users.cancelSubscription'];

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
const staffPaths = Object.keys(procedures)
	.filter((path) => path.startsWith('staff.'))
	.sort();

let server: TestServer;
let user: RegisteredUser;
let moderator: RegisteredUser;
let admin: RegisteredUser;

beforeAll(async () => {
	server = await startTestServer();
	[user, moderator, admin] = await Promise.all([
		registerUser(server, { firstName: 'Ana' }),
		registerUser(server, { firstName: 'Mario' }),
		registerUser(server, { firstName: 'Adela' }),
	]);
	grantStaff(server.db, moderator.email, 'moderator', new Date());
	grantStaff(server.db, admin.email, 'admin', new Date());
});
afterAll(async () => {
	await server?.stop();
});

/**
 * One call with a minimal input ({}): the role is checked before the input is read, so a refusal is
 * 401/403 whatever the input, and a caller who may pass gets a 400 (or an answer) instead.
 */
async function call(path: string, who: RegisteredUser | null): Promise<number> {
	const headers = who ? bearer(who.token) : {};
	const type = procedures[path]?._def.type;
	const response =
		type === 'mutation'
			? await trpcMutation(server.url, path, {}, headers)
			: await trpcQuery(server.url, path, {}, headers);
	return response.status;
}

describe('staff procedures', () => {
	it('the walk finds the staff router', () => {
		expect(staffPaths).toContain('staff.overview.dashboard');
		expect(staffPaths).toContain('staff.overview.audit');
		// Streams would need their own check; the staff side has none.
		expect(staffPaths.filter((path) => procedures[path]?._def.type === 'subscription')).toEqual([]);
	});

	it('refuse anonymous callers with 401 and plain users with 403', async () => {
		for (const path of staffPaths) {
			expect({ path, status: await call(path, null) }).toEqual({ path, status: 401 });
			expect({ path, status: await call(path, user) }).toEqual({ path, status: 403 });
		}
	});

	it('let moderators in except on the admin-only list, and admins everywhere', async () => {
		const refusingModerators: string[] = [];
		for (const path of staffPaths) {
			const asModerator = await call(path, moderator);
			expect([401, 500], path).not.toContain(asModerator);
			if (asModerator === 403) refusingModerators.push(path);
			const asAdmin = await call(path, admin);
			expect([401, 403, 500], path).not.toContain(asAdmin);
		}
		// The admin-only list is exactly the set that refuses moderators (only paths that exist yet).
		expect(refusingModerators).toEqual(ADMIN_ONLY.filter((path) => staffPaths.includes(path)).sort());
	});

	it('a revoked role holds from the next request', async () => {
		const former = await registerUser(server, { firstName: 'Rita' });
		grantStaff(server.db, former.email, 'moderator', new Date());
		expect(await call('staff.overview.dashboard', former)).toBe(200);
		revokeStaff(server.db, former.email, new Date());
		expect(await call('staff.overview.dashboard', former)).toBe(403);
	});

	it('none is publicly cacheable', () => {
		expect([...PUBLIC_CACHE_PATHS].filter((path) => path.startsWith('staff.'))).toEqual([]);
	});
});

const API_SOURCE = fileURLToPath(new URL('../../../packages/api/src', import.meta.url));

function sourceFiles(folder: string): string[] {
	return readdirSync(folder).flatMap((name) => {
		const path = join(folder, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
	});
}

describe('the staff role is granted only from the command line', () => {
	it('no procedure is named for granting or revoking a role', () => {
		expect(Object.keys(procedures).filter((path) => /grant|revoke|staffrole|promote/i.test(path))).toEqual([]);
	});

	it('no API code but staff-grant.ts writes users.staffRole, and no router calls it', () => {
		const writers: string[] = [];
		const callers: string[] = [];
		for (const file of sourceFiles(API_SOURCE)) {
			const text = readFileSync(file, 'utf8');
			const name = relative(API_SOURCE, file);
			// A write of the column: an update of users setting it, or a new user row naming it.
			if (/(update\(users\)\s*\.set|insert\(users\)\s*\.values)\(\{[^}]*staffRole/s.test(text)) writers.push(name);
			if (/\b(grantStaff|revokeStaff)\b/.test(text) && name !== join('staff', 'staff-grant.ts')) callers.push(name);
		}
		expect(writers).toEqual([join('staff', 'staff-grant.ts')]);
		// Only the package's index re-exports it, for the command line, the demo seed and tests.
		expect(callers).toEqual(['index.ts']);
	});

	it('a sign-up that sends a staff role gets none', async () => {
		const response = await trpcMutation<{ token: string }>(server.url, 'auth.register', {
			accountKind: 'customer',
			firstName: 'Eva',
			lastName: 'Sosa',
			email: `eva.${process.pid}@example.com`,
			phone: '8095551234',
			dateOfBirth: '1990-05-17',
			password: 'Secreto123',
			confirmPassword: 'Secreto123',
			staffRole: 'admin',
		});
		expect(response.status).toBe(200);
		const me = await getMe(server, bearer(response.data?.token ?? ''));
		expect(me.body.user?.staffRole ?? null).toBeNull();
	});
});
