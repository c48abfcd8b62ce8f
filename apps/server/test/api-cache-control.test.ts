import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEFAULT_PASSWORD, sessionCookie, trpcBatch } from './http-helpers';
import { freelancerInput, professionalUser } from './professional-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * What the server lets caches keep (docs/api.md "Caching", docs/pwa.md): an answer is shared only
 * when it was computed for nobody (no session cookie, no Authorization header) by procedures marked
 * public; everything else is `private, no-store`, so neither the service worker nor any cache in
 * between keeps one person's answer for the next.
 */
const PUBLIC = 'public, max-age=0, must-revalidate';
const PRIVATE = 'private, no-store';

let server: TestServer;
/** The API as a signed-out visitor. */
const visitor = () => apiClient(server.url);
let owner: Awaited<ReturnType<typeof professionalUser>>;
let profileId: number;
let ownerCookie: string;
beforeAll(async () => {
	server = await startTestServer();
	owner = await professionalUser(server);
	const created = await call(() =>
		owner.api.professional.freelancer.create.mutate(
			freelancerInput({ freelancerKind: 'independent', idNumber: '00113918205' }),
		),
	);
	profileId = (created.data as { id: number }).id;
	const login = await call(() =>
		visitor().auth.login.mutate({
			email: owner.user.email,
			password: DEFAULT_PASSWORD,
		}),
	);
	ownerCookie = sessionCookie(login.headers) ?? '';
});
afterAll(async () => {
	await server.stop();
});

const cacheControl = (response: { headers: Headers }) => response.headers.get('cache-control');

describe('Cache-Control of tRPC answers', () => {
	it("marks the owner's professional.freelancer.get private (it holds the whole cédula) and a visitor's public", async () => {
		const asOwner = await call(() => owner.api.professional.freelancer.get.query({ id: profileId }));
		expect(asOwner.data?.idNumber).toBe('001-1391820-5');
		expect(cacheControl(asOwner)).toBe(PRIVATE);

		const asVisitor = await call(() =>
			visitor().professional.freelancer.get.query({
				id: profileId,
			}),
		);
		expect(asVisitor.data?.idNumber).toBe('***-****820-5');
		expect(cacheControl(asVisitor)).toBe(PUBLIC);
		// Shared caches between the browser and us keep a visitor's answer apart from a signed-in one.
		expect(asVisitor.headers.get('vary')).toMatch(/authorization/i);
		expect(asVisitor.headers.get('vary')).toMatch(/cookie/i);
		expect(asVisitor.headers.get('vary')).toMatch(/accept-language/i);
	});

	it('marks private whatever carried a session, by cookie or by bearer, even a stranger or an ended one', async () => {
		const byCookie = await call(() =>
			apiClient(server.url, { cookie: ownerCookie }).professional.freelancer.get.query({ id: profileId }),
		);
		expect(byCookie.status).toBe(200);
		expect(cacheControl(byCookie)).toBe(PRIVATE);

		const stranger = await professionalUser(server);
		expect(cacheControl(await call(() => stranger.api.professional.freelancer.get.query({ id: profileId })))).toBe(
			PRIVATE,
		);

		// A token the server no longer knows is still a credential: the answer is the visitor's, but
		// the browser that sent it is signed in as far as it knows, so nothing is shared from it.
		const unknown = await call(() => apiClient(server.url, bearer('no-such-session')).directory.categories.query());
		expect(unknown.status).toBe(200);
		expect(cacheControl(unknown)).toBe(PRIVATE);
		// Another cookie than the session's is not a credential.
		const otherCookie = await call(() => apiClient(server.url, { cookie: 'theme=dark' }).directory.categories.query());
		expect(cacheControl(otherCookie)).toBe(PUBLIC);
	});

	it('marks a batch public only when every call is public and nobody asked', async () => {
		const publicCalls = [
			{ path: 'directory.categories' },
			{ path: 'professional.freelancer.get', input: { id: profileId } },
		];
		const anonymous = await trpcBatch(server.url, 'query', publicCalls);
		expect(anonymous.status).toBe(200);
		expect(cacheControl(anonymous)).toBe(PUBLIC);

		const signedIn = await trpcBatch(server.url, 'query', publicCalls, owner.auth);
		expect(cacheControl(signedIn)).toBe(PRIVATE);

		// wall.access answers anyone, but what it answers is about the viewer: never public.
		const mixed = await trpcBatch(server.url, 'query', [...publicCalls, { path: 'wall.access' }]);
		expect(mixed.status).toBe(200);
		expect(cacheControl(mixed)).toBe(PRIVATE);
	});

	it('never lets an error, a private query or a write be kept', async () => {
		const notFound = await call(() => visitor().professional.freelancer.get.query({ id: 999_999 }));
		expect(notFound.status).toBe(404);
		expect(cacheControl(notFound)).toBe(PRIVATE);

		const refused = await call(() => visitor().professional.freelancer.mine.query());
		expect(refused.status).toBe(401);
		expect(cacheControl(refused)).toBe(PRIVATE);

		const mine = await call(() => owner.api.professional.freelancer.mine.query());
		expect(mine.status).toBe(200);
		expect(cacheControl(mine)).toBe(PRIVATE);

		const write = await call(() => visitor().auth.login.mutate({ email: owner.user.email, password: 'wrong-one-1' }));
		expect(cacheControl(write)).toBe(PRIVATE);
	});
});

describe('Cache-Control of REST answers', () => {
	it('marks /api/v1/auth/me private, signed in or not', async () => {
		const me = await fetch(`${server.url}/api/v1/auth/me`, { headers: owner.auth });
		expect(me.status).toBe(200);
		expect(cacheControl(me)).toBe(PRIVATE);
		const nobody = await fetch(`${server.url}/api/v1/auth/me`);
		expect(nobody.status).toBe(401);
		expect(cacheControl(nobody)).toBe(PRIVATE);
	});
});
