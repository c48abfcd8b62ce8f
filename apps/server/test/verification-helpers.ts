import { mailOutbox, profiles, verificationRequests } from '@edge/db';
import { desc, eq } from 'drizzle-orm';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import type { TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/**
 * Business verification in tests (business-verification.test.ts, staff-verifications.test.ts): a
 * business with its own phone and e-mail, so outbox rows are told apart by address, and the calls
 * of the owner's side.
 */
let phoneCounter = 0;

export function verificationHelpers(server: TestServer) {
	async function ownerWithProfile(extra: Record<string, unknown> = {}) {
		const owner = await registerUser(server);
		phoneCounter += 1;
		const phone = `+1809${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
		const email = `negocio.${owner.user.id}@example.com`.toLowerCase();
		const input = {
			title: 'Ferretería La Esquina',
			about: 'Materiales y herramientas.',
			ownerName: 'Pedro Almánzar',
			ownerDescription: 'Ferretero del barrio.',
			tags: ['ferretería'],
			categorySlug: 'hardware-and-building-materials',
			website: 'https://ferreterialaesquina.do',
			phone,
			email,
			address: 'Av. Duarte 12',
			lat: 19.45,
			lng: -70.69,
			city: 'Santiago',
			province: 'Santiago',
			postalCode: '',
			imageId: null,
			bannerId: null,
			hours: [],
			features: [],
			socialLinks: [],
			...extra,
		};
		const created = await call(() => apiClient(server.url, bearer(owner.token)).business.create.mutate(input));
		if (!created.data) throw new Error(JSON.stringify(created.error));
		return { owner, id: created.data.id, phone, email, input };
	}

	const requestCode = (owner: RegisteredUser, id: number, channel: 'phone' | 'email') =>
		call(() => apiClient(server.url, bearer(owner.token)).business.requestVerification.mutate({ id, channel }));

	const confirmCode = (owner: RegisteredUser, id: number, code: string) =>
		call(() => apiClient(server.url, bearer(owner.token)).business.confirmVerification.mutate({ id, code }));

	/** The code of the newest message sent to `to` (e-mail or phone). */
	function lastCodeSentTo(to: string): string {
		const mail = server.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).get();
		const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
		if (!code) throw new Error(`no code sent to ${to}`);
		return code;
	}

	/** Proves the profile's e-mail (or phone) with a code: files a pending request. */
	async function submitRequest(owner: RegisteredUser, id: number, to: string, channel: 'phone' | 'email' = 'email') {
		const sent = await requestCode(owner, id, channel);
		if (sent.status !== 200) throw new Error(JSON.stringify(sent.error));
		const confirmed = await confirmCode(owner, id, lastCodeSentTo(to));
		if (!confirmed.data) throw new Error(JSON.stringify(confirmed.error));
		return confirmed.data.requestId;
	}

	const verifiedAtOf = (id: number) =>
		server.db.select({ at: profiles.verifiedAt }).from(profiles).where(eq(profiles.id, id)).get()?.at ?? null;

	const requestsOf = (id: number) =>
		server.db.select().from(verificationRequests).where(eq(verificationRequests.profileId, id)).all();

	return { ownerWithProfile, requestCode, confirmCode, lastCodeSentTo, submitRequest, verifiedAtOf, requestsOf };
}
