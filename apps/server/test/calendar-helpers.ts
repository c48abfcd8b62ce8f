import type { EventView } from '@edge/api/schemas';
import { profiles, subscriptions, uploads, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import type { TestServer } from './test-server';
import { apiClient, call, type RouterInputs } from './typed-client';

export type EventInput = RouterInputs['calendar']['create'];

/** Plans by what they unlock (plan-unlocks.ts): the events gate lets the first two through. */
export const EVENTS_PLAN = 'business-multi-profile-premium';
export const RESTAURANT_EVENTS_PLAN = 'premium-restaurant';
export const WALL_ONLY_PLAN = 'business-profile';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Gives the user a main subscription in this state, as a PayPal confirmation would. */
export function givePlan(
	server: TestServer,
	userId: string,
	planId: string,
	status: string,
	nextBillingAt: Date | null,
) {
	const id = `I-${userId}-${planId}-${status}`;
	server.db.insert(subscriptions).values({ id, userId, planId, status, nextBillingAt }).run();
	server.db
		.update(users)
		.set({ planSubscriptionId: id, planNextBillingAt: nextBillingAt })
		.where(eq(users.id, userId))
		.run();
}

export function insertProfile(
	server: TestServer,
	ownerId: string,
	kind: 'business' | 'restaurant' | 'freelancer' = 'business',
	title = 'Cacao Criollo',
): number {
	return server.db.insert(profiles).values({ ownerId, kind, title }).returning({ id: profiles.id }).get().id;
}

let uploadCounter = 0;
/** An upload row of this owner (the files are not needed by the calendar). */
export function insertUpload(server: TestServer, ownerId: string): string {
	uploadCounter += 1;
	const id = `calupload-${process.pid}-${uploadCounter}`;
	server.db
		.insert(uploads)
		.values({ id, ownerId, format: 'jpeg', width: 10, height: 10, bytes: 100, createdAt: new Date() })
		.run();
	return id;
}

/** One signed-in account and the typed client that calls as it (typed-client.ts). */
export async function calendarClient(
	server: TestServer,
	accountKind: 'business' | 'restaurant' | 'customer' = 'business',
) {
	const account: RegisteredUser = await registerUser(server, { accountKind });
	const headers = bearer(account.token);
	return {
		account,
		userId: account.user.id,
		headers,
		api: apiClient(server.url, headers),
	};
}
export type CalendarClient = Awaited<ReturnType<typeof calendarClient>>;

/** A calendar call without a session. */
export const anonymous = (server: TestServer) => ({ api: apiClient(server.url) });

/** A valid event form for this profile and image, starting `startsAt`, lasting three hours. */
export function eventInput(profileId: number, imageId: string, overrides: Partial<EventInput> = {}): EventInput {
	const start = overrides.startsAt ?? '2026-12-05T23:00:00.000Z';
	return {
		title: 'Festival del Merengue',
		location: 'Malecón de Santo Domingo',
		startsAt: start,
		endsAt: new Date(Date.parse(start) + 3 * 60 * 60 * 1000).toISOString(),
		link: 'https://merengue.example.do',
		description: 'Orquestas en vivo, comida típica y baile hasta la medianoche.',
		imageId,
		repeatsYearly: false,
		profileId,
		...overrides,
	};
}

/** An owner with a valid events plan, a business profile and an upload, ready to post. */
export async function eventOwner(server: TestServer, kind: 'business' | 'restaurant' = 'business') {
	const client = await calendarClient(server, kind);
	givePlan(
		server,
		client.userId,
		kind === 'restaurant' ? RESTAURANT_EVENTS_PLAN : EVENTS_PLAN,
		'ACTIVE',
		new Date(Date.now() + 30 * DAY_MS),
	);
	const profileId = insertProfile(server, client.userId, kind);
	const imageId = insertUpload(server, client.userId);
	return { ...client, profileId, imageId };
}
export type EventOwner = Awaited<ReturnType<typeof eventOwner>>;

/** Creates an event and fails loudly when that does not work. */
export async function createEvent(owner: EventOwner, overrides: Partial<EventInput> = {}): Promise<EventView> {
	const response = await call(() =>
		owner.api.calendar.create.mutate(eventInput(owner.profileId, owner.imageId, overrides)),
	);
	if (!response.data) throw new Error(`create failed: ${JSON.stringify(response.error)}`);
	return response.data;
}
