import { subscriptions, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { E2eApp } from './app';
import { type ApiUser, fillLogin, waitForPath } from './journeys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The phone-sized screen the chat, the wall and the calendar must work on. */
export const PHONE = { width: 390, height: 844 };

/** An 8x8 JPEG (the server decodes and re-encodes uploads, so it must be a real one). */
export const SMALL_JPEG = Buffer.from(
	'/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAIqQ/9k=',
	'base64',
);

/** A tRPC mutation as `user`, as a script would call it; its result, or an error naming the answer. */
export async function trpcCall<T>(url: string, user: ApiUser, path: string, input: unknown): Promise<T> {
	const response = await fetch(`${url}/api/trpc/${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
		body: JSON.stringify(input),
	});
	const text = await response.text();
	if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text}`);
	return (JSON.parse(text) as { result: { data: T } }).result.data;
}

const trpcCreate = (url: string, user: ApiUser, path: string, input: unknown) =>
	trpcCall<{ id: number }>(url, user, path, input);

/** Uploads SMALL_JPEG as `user` through the REST upload route; returns the upload's id. */
export async function uploadImage(url: string, user: ApiUser): Promise<string> {
	const form = new FormData();
	form.append('file', new Blob([SMALL_JPEG], { type: 'image/jpeg' }), 'poster.jpg');
	const response = await fetch(`${url}/api/v1/uploads`, {
		method: 'POST',
		headers: { authorization: `Bearer ${user.token}` },
		body: form,
	});
	const text = await response.text();
	if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${text}`);
	return (JSON.parse(text) as { id: string }).id;
}

export interface BusinessFields {
	title: string;
	about?: string;
	tags?: string[];
	categorySlug?: string;
	email?: string;
	address?: string;
	city?: string;
	province?: string;
	lat?: number;
	lng?: number;
}

/** A business profile made through business.create, as a script would; returns its id. */
export async function createBusinessViaApi(url: string, owner: ApiUser, fields: BusinessFields): Promise<number> {
	const created = await trpcCreate(url, owner, 'business.create', {
		about: 'Un negocio de la Zona Colonial.',
		// Required (the spec): a script fills them as the form makes a person do.
		ownerName: 'Dueño de prueba',
		ownerDescription: 'Atiende el negocio.',
		tags: ['negocio'],
		categorySlug: 'hardware-and-building-materials',
		website: 'https://example.do',
		phone: '+18095550101',
		email: '',
		address: 'Calle El Conde 1',
		lat: 18.47,
		lng: -69.88,
		city: 'Santo Domingo',
		province: '',
		postalCode: '',
		imageId: null,
		bannerId: null,
		hours: [],
		features: [],
		socialLinks: [],
		...fields,
	});
	return created.id;
}

/** Gives a user a freelancer profile through the API, so customers can write to them; returns its id. */
export async function makeFreelancer(url: string, user: ApiUser): Promise<number> {
	const created = await trpcCreate(url, user, 'professional.freelancer.create', {
		title: `${user.firstName} ${user.lastName}`,
		about: 'Diseñador gráfico con 10 años de experiencia en logos y marcas.',
		city: 'Santo Domingo',
		province: 'Distrito Nacional',
		lat: 18.4861,
		lng: -69.9312,
		imageId: null,
		jobTypeSlug: 'electrician',
		freelancerKind: 'self-employed',
		idNumber: '',
		phone: '',
		hours: [{ weekday: 1, opens: '08:00', closes: '17:00' }],
		socialLinks: [],
	});
	return created.id;
}

/** A valid plan for 30 days, written straight into the database the way a paid subscription leaves it. */
export function givePlan(app: E2eApp, user: ApiUser, planId: string): void {
	const id = `I-E2E-${planId}-${user.id}`;
	const nextBillingAt = new Date(Date.now() + 30 * DAY_MS);
	app.db.insert(subscriptions).values({ id, userId: user.id, planId, status: 'ACTIVE', nextBillingAt }).run();
	app.db
		.update(users)
		.set({ planSubscriptionId: id, planNextBillingAt: nextBillingAt })
		.where(eq(users.id, user.id))
		.run();
}

/**
 * An English page signed in through the login form (its session cookie also authenticates the live
 * streams), then on `path`.
 */
export async function signedInPage(
	app: E2eApp,
	user: ApiUser,
	path: string,
	viewport: { width: number; height: number } = PHONE,
): Promise<Page> {
	const context = await app.newContext({ viewport });
	await context.addInitScript(() => localStorage.setItem('language', 'en'));
	const page = await context.newPage();
	// Through the login page's redirect: public pages do not send a visitor to sign in themselves.
	await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
	await fillLogin(page, user.email, user.password);
	await waitForPath(page, path);
	return page;
}
