import { events, plans, subscriptions, uploads } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	anonymous,
	calendarClient,
	createEvent,
	DAY_MS,
	EVENTS_PLAN,
	eventInput,
	eventOwner,
	givePlan,
	insertProfile,
	insertUpload,
	RESTAURANT_EVENTS_PLAN,
	WALL_ONLY_PLAN,
} from './calendar-helpers';
import { startTestServer, type TestServer } from './test-server';
import { call, unchecked } from './typed-client';

let server: TestServer;

beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

const eventCount = () => server.db.select({ id: events.id }).from(events).all().length;
const inDays = (days: number) => new Date(server.clock.now().getTime() + days * DAY_MS);
const notAllowed = { data: { code: 'FORBIDDEN', i18nKey: 'calendar.errors.actionNotAllowed' } };

/** A business owner with a profile, an upload and a subscription in this state (or none). */
async function ownerWith(plan: { planId: string; status: string; nextBillingAt: Date | null } | null) {
	const client = await calendarClient(server);
	if (plan) givePlan(server, client.userId, plan.planId, plan.status, plan.nextBillingAt);
	return { ...client, profileId: insertProfile(server, client.userId), imageId: insertUpload(server, client.userId) };
}

/** An event of someone else with a valid plan, for update and delete attempts. */
async function someEvent() {
	const owner = await eventOwner(server);
	return { owner, event: await createEvent(owner) };
}

describe('the events gate on create, update and delete', () => {
	const refused: [string, { planId: string; status: string; days: number | null } | null][] = [
		['no plan', null],
		['an EXPIRED subscription', { planId: EVENTS_PLAN, status: 'EXPIRED', days: 30 }],
		['a SUSPENDED subscription after its next billing date', { planId: EVENTS_PLAN, status: 'SUSPENDED', days: -1 }],
		['a Business Profile plan (the wall only)', { planId: WALL_ONLY_PLAN, status: 'ACTIVE', days: 30 }],
	];

	it.each(refused)("refuses %s with 'Action not Allowed' and stores nothing", async (_, plan) => {
		const owner = await ownerWith(
			plan && {
				planId: plan.planId,
				status: plan.status,
				nextBillingAt: plan.days === null ? null : inDays(plan.days),
			},
		);
		const { event } = await someEvent();
		// Someone's event: the gate answers before the event or its owner is looked at.
		const before = eventCount();

		const created = await call(() => owner.api.calendar.create.mutate(eventInput(owner.profileId, owner.imageId)));
		expect(created.status).toBe(403);
		expect(created.error).toMatchObject(notAllowed);
		expect(eventCount()).toBe(before);

		const updated = await call(() =>
			owner.api.calendar.update.mutate({ eventId: event.id, ...eventInput(owner.profileId, owner.imageId) }),
		);
		expect(updated.error).toMatchObject(notAllowed);
		const deleted = await call(() => owner.api.calendar.delete.mutate({ eventId: event.id }));
		expect(deleted.error).toMatchObject(notAllowed);
		expect(eventCount()).toBe(before);
	});

	it("answers 'Action not Allowed' in the caller's language", async () => {
		const owner = await ownerWith(null);
		const es = await fetch(`${server.url}/api/trpc/calendar.delete`, {
			method: 'POST',
			headers: { ...owner.headers, 'content-type': 'application/json' },
			body: JSON.stringify({ eventId: 1 }),
		});
		expect(((await es.json()) as { error: { data: { i18nKey: string } } }).error.data.i18nKey).toBe(
			'calendar.errors.actionNotAllowed',
		);
		const { en, es: spanish } = await import('@edge/i18n').then((i18n) => ({
			en: i18n.resources.en.translation.calendar.errors.actionNotAllowed,
			es: i18n.resources.es.translation.calendar.errors.actionNotAllowed,
		}));
		expect(en).toBe('Action not Allowed');
		expect(spanish).toBe('Acción no permitida');
	});

	it('refuses a signed-out caller as UNAUTHORIZED', async () => {
		const response = await call(() => anonymous(server).api.calendar.create.mutate(eventInput(1, 'abcdefgh')));
		expect(response.status).toBe(401);
	});

	const allowed: [string, string, number][] = [
		['an ACTIVE subscription', 'ACTIVE', 30],
		['a SUSPENDED subscription before its next billing date', 'SUSPENDED', 1],
		['a CANCELLED subscription before its next billing date', 'CANCELLED', 1],
	];

	it.each(allowed)('lets %s create, update and delete', async (_, status, days) => {
		const owner = await ownerWith({ planId: EVENTS_PLAN, status, nextBillingAt: inDays(days) });
		const created = await call(() => owner.api.calendar.create.mutate(eventInput(owner.profileId, owner.imageId)));
		expect(created.error).toBeUndefined();
		const id = created.data?.id as number;
		const updated = await call(() =>
			owner.api.calendar.update.mutate({
				eventId: id,
				...eventInput(owner.profileId, owner.imageId, { title: 'Festival renovado' }),
			}),
		);
		expect(updated.data?.title).toBe('Festival renovado');
		expect(await call(() => owner.api.calendar.delete.mutate({ eventId: id }))).toMatchObject({ data: { ok: true } });
		expect(server.db.select().from(events).where(eq(events.id, id)).get()).toBeUndefined();
	});

	it('lets a Premium Restaurant owner post for the restaurant', async () => {
		const owner = await eventOwner(server, 'restaurant');
		const event = await createEvent(owner);
		expect(event.business).toMatchObject({ profileId: owner.profileId, kind: 'restaurant' });
	});

	it('tells the pages whether the caller may manage events, and with which profiles', async () => {
		const owner = await eventOwner(server);
		const access = await call(() => owner.api.calendar.access.query());
		expect(access.data).toEqual({
			signedIn: true,
			canManage: true,
			profiles: [{ id: owner.profileId, title: 'Cacao Criollo', kind: 'business' }],
			eventsFrom: null,
		});
		const without = await ownerWith(null);
		expect((await call(() => without.api.calendar.access.query())).data).toMatchObject({
			canManage: false,
			eventsFrom: null,
		});
		expect((await call(() => anonymous(server).api.calendar.access.query())).data).toEqual({
			signedIn: false,
			canManage: false,
			profiles: [],
			eventsFrom: null,
		});
	});

	it('tells an owner whose change onto a plan with events is scheduled that events come with it on its date', async () => {
		// Business Profile (the wall only), changing to Multi-Profile Premium at the next billing date
		// (docs/payments.md, "Changing plan"): the gate still refuses, and access says when events come.
		const from = inDays(20);
		const schedule = (userId: string, planId: string) =>
			server.db
				.update(subscriptions)
				.set({ pendingPlanId: planId, pendingPlanFrom: from })
				.where(eq(subscriptions.userId, userId))
				.run();
		const premium = server.db.select().from(plans).where(eq(plans.id, EVENTS_PLAN)).get();
		const upgrading = await ownerWith({ planId: WALL_ONLY_PLAN, status: 'ACTIVE', nextBillingAt: from });
		schedule(upgrading.userId, EVENTS_PLAN);
		expect((await call(() => upgrading.api.calendar.access.query())).data).toMatchObject({
			canManage: false,
			eventsFrom: {
				planId: EVENTS_PLAN,
				planName: { es: premium?.nameEs, en: premium?.nameEn },
				from: from.toISOString(),
			},
		});
		expect(
			await call(() => upgrading.api.calendar.create.mutate(eventInput(upgrading.profileId, upgrading.imageId))),
		).toMatchObject({
			error: notAllowed,
		});

		// A suspended subscription still valid keeps its schedule, as /profile shows it; a cancelled one has none.
		const suspended = await ownerWith({ planId: WALL_ONLY_PLAN, status: 'SUSPENDED', nextBillingAt: from });
		schedule(suspended.userId, EVENTS_PLAN);
		expect((await call(() => suspended.api.calendar.access.query())).data?.eventsFrom?.planId).toBe(EVENTS_PLAN);
		const cancelled = await ownerWith({ planId: WALL_ONLY_PLAN, status: 'CANCELLED', nextBillingAt: from });
		schedule(cancelled.userId, EVENTS_PLAN);
		expect((await call(() => cancelled.api.calendar.access.query())).data?.eventsFrom).toBeNull();
		// A change onto a plan without events says nothing; someone who may manage events already needs nothing.
		const sideways = await ownerWith({ planId: WALL_ONLY_PLAN, status: 'ACTIVE', nextBillingAt: from });
		schedule(sideways.userId, WALL_ONLY_PLAN);
		expect((await call(() => sideways.api.calendar.access.query())).data?.eventsFrom).toBeNull();
		const manager = await ownerWith({ planId: RESTAURANT_EVENTS_PLAN, status: 'ACTIVE', nextBillingAt: from });
		schedule(manager.userId, EVENTS_PLAN);
		expect((await call(() => manager.api.calendar.access.query())).data).toMatchObject({
			canManage: true,
			eventsFrom: null,
		});
	});
});

describe('calendar.create', () => {
	it('stores every field and answers the event view', async () => {
		const owner = await eventOwner(server);
		const input = eventInput(owner.profileId, owner.imageId, { repeatsYearly: true });
		const event = await createEvent(owner, { repeatsYearly: true });
		expect(event).toMatchObject({
			title: input.title,
			location: input.location,
			startsAt: input.startsAt,
			endsAt: input.endsAt,
			link: input.link,
			description: input.description,
			imageId: owner.imageId,
			repeatsYearly: true,
			interestedCount: 0,
			interested: false,
			mine: true,
			business: { profileId: owner.profileId, kind: 'business', title: 'Cacao Criollo', imageId: null },
			ownerName: 'Ana Pérez',
		});
		const fetched = await call(() => anonymous(server).api.calendar.event.query({ eventId: event.id }));
		expect(fetched.data).toMatchObject({ id: event.id, mine: false, interested: false });
	});

	it('answers NOT_FOUND for an unknown event', async () => {
		const response = await call(() => anonymous(server).api.calendar.event.query({ eventId: 999_999 }));
		expect(response.status).toBe(404);
		expect(response.error?.data.i18nKey).toBe('calendar.errors.eventNotFound');
	});

	const required: [string, string][] = [
		['title', 'calendar.errors.titleRequired'],
		['location', 'calendar.errors.locationRequired'],
		['startsAt', 'calendar.errors.startRequired'],
		['endsAt', 'calendar.errors.endRequired'],
		['link', 'calendar.errors.linkRequired'],
		['description', 'calendar.errors.descriptionRequired'],
		['imageId', 'calendar.errors.imageRequired'],
		['repeatsYearly', 'calendar.errors.repeatsYearlyRequired'],
		['profileId', 'calendar.errors.profileRequired'],
	];

	it.each(required)('refuses a missing %s with 400 and its own message, storing nothing', async (field, key) => {
		const owner = await eventOwner(server);
		const before = eventCount();
		const input: Record<string, unknown> = eventInput(owner.profileId, owner.imageId);
		const isText = typeof input[field] === 'string';
		delete input[field];
		const missing = await call(() => owner.api.calendar.create.mutate(unchecked(input)));
		expect(missing.status).toBe(400);
		expect(missing.error?.data.fieldErrors[field]).toEqual([key]);
		if (isText) {
			const blank = await call(() =>
				owner.api.calendar.create.mutate({ ...eventInput(owner.profileId, owner.imageId), [field]: '  ' }),
			);
			expect(blank.status).toBe(400);
			expect(blank.error?.data.fieldErrors[field]?.[0]).toMatch(/^(calendar\.errors\.|images\.notFound)/);
		}
		expect(eventCount()).toBe(before);
	});

	it('refuses an end not after the start, an unsafe link and over-long text, storing nothing', async () => {
		const owner = await eventOwner(server);
		const before = eventCount();
		const base = eventInput(owner.profileId, owner.imageId);
		const cases: [Record<string, unknown>, string, string][] = [
			[{ endsAt: base.startsAt }, 'endsAt', 'calendar.errors.endBeforeStart'],
			[{ endsAt: '2026-12-05T22:00:00.000Z' }, 'endsAt', 'calendar.errors.endBeforeStart'],
			[{ endsAt: '2028-12-05T22:00:00.000Z' }, 'endsAt', 'calendar.errors.tooLong'],
			[{ startsAt: '5 de diciembre' }, 'startsAt', 'calendar.errors.startInvalid'],
			[{ link: 'javascript:alert(1)' }, 'link', 'calendar.errors.linkInvalid'],
			[{ link: 'merengue.do' }, 'link', 'calendar.errors.linkInvalid'],
			[{ title: 'x'.repeat(121) }, 'title', 'calendar.errors.titleTooLong'],
			[{ description: 'x'.repeat(5001) }, 'description', 'calendar.errors.descriptionTooLong'],
		];
		for (const [overrides, field, key] of cases) {
			const response = await call(() => owner.api.calendar.create.mutate({ ...base, ...overrides }));
			expect(response.status, key).toBe(400);
			expect(response.error?.data.fieldErrors[field], key).toEqual([key]);
		}
		expect(eventCount()).toBe(before);
	});

	it('reports the end before the start together with the other fields', async () => {
		const owner = await eventOwner(server);
		const response = await call(() =>
			owner.api.calendar.create.mutate({
				...eventInput(owner.profileId, owner.imageId),
				title: '',
				endsAt: '2026-12-05T20:00:00.000Z',
			}),
		);
		expect(response.error?.data.fieldErrors).toEqual({
			title: ['calendar.errors.titleRequired'],
			endsAt: ['calendar.errors.endBeforeStart'],
		});
	});

	it("refuses someone else's image or profile, and a profile that is not a business or restaurant", async () => {
		const owner = await eventOwner(server);
		const other = await eventOwner(server);
		const before = eventCount();
		const foreignImage = await call(() => owner.api.calendar.create.mutate(eventInput(owner.profileId, other.imageId)));
		expect(foreignImage.error?.data).toMatchObject({ code: 'BAD_REQUEST', i18nKey: 'images.notFound' });
		const foreignProfile = await call(() =>
			owner.api.calendar.create.mutate(eventInput(other.profileId, owner.imageId)),
		);
		expect(foreignProfile.error?.data).toMatchObject({ code: 'FORBIDDEN', i18nKey: 'errors.forbidden' });
		const unknownProfile = await call(() => owner.api.calendar.create.mutate(eventInput(999_999, owner.imageId)));
		expect(unknownProfile.error?.data).toMatchObject({ code: 'NOT_FOUND', i18nKey: 'directory.profileNotFound' });
		const freelancer = insertProfile(server, owner.userId, 'freelancer', 'Diseño Ana');
		const wrongKind = await call(() => owner.api.calendar.create.mutate(eventInput(freelancer, owner.imageId)));
		expect(wrongKind.error?.data).toMatchObject({
			code: 'BAD_REQUEST',
			fieldErrors: { profileId: ['calendar.errors.profileKind'] },
		});
		expect(eventCount()).toBe(before);
	});
});

describe('owner-only edits', () => {
	it("refuses to update or delete someone else's event with FORBIDDEN, changing nothing", async () => {
		const { event } = await someEvent();
		const intruder = await eventOwner(server);
		const updated = await call(() =>
			intruder.api.calendar.update.mutate({
				eventId: event.id,
				...eventInput(intruder.profileId, intruder.imageId, { title: 'Robado' }),
			}),
		);
		expect(updated.status).toBe(403);
		expect(updated.error?.data.i18nKey).toBe('errors.forbidden');
		const deleted = await call(() => intruder.api.calendar.delete.mutate({ eventId: event.id }));
		expect(deleted.error?.data.i18nKey).toBe('errors.forbidden');
		expect(server.db.select().from(events).where(eq(events.id, event.id)).get()?.title).toBe(event.title);
	});

	it('answers NOT_FOUND for updating or deleting an unknown event', async () => {
		const owner = await eventOwner(server);
		const response = await call(() => owner.api.calendar.delete.mutate({ eventId: 999_999 }));
		expect(response.error?.data).toMatchObject({ code: 'NOT_FOUND', i18nKey: 'calendar.errors.eventNotFound' });
	});

	it('validates an update like a create and keeps the event as it was', async () => {
		const owner = await eventOwner(server);
		const event = await createEvent(owner);
		const response = await call(() =>
			owner.api.calendar.update.mutate({
				eventId: event.id,
				...eventInput(owner.profileId, owner.imageId, { location: '' }),
			}),
		);
		expect(response.status).toBe(400);
		expect(response.error?.data.fieldErrors.location).toEqual(['calendar.errors.locationRequired']);
		expect(server.db.select().from(events).where(eq(events.id, event.id)).get()?.location).toBe(event.location);
	});

	it('lists the owner their own events only, by start', async () => {
		const owner = await eventOwner(server);
		const later = await createEvent(owner, { startsAt: '2027-03-01T15:00:00.000Z' });
		const sooner = await createEvent(owner, { startsAt: '2027-01-10T15:00:00.000Z' });
		await someEvent();
		const mine = await call(() => owner.api.calendar.mine.query());
		expect(mine.data?.map((event) => event.id)).toEqual([sooner.id, later.id]);
		expect(mine.data?.every((event) => event.mine)).toBe(true);
		expect((await call(() => anonymous(server).api.calendar.mine.query())).status).toBe(401);
	});

	it("drops a replaced or deleted event's image when nothing else shows it", async () => {
		const owner = await eventOwner(server);
		const event = await createEvent(owner);
		const newImage = insertUpload(server, owner.userId);
		await call(() => owner.api.calendar.update.mutate({ eventId: event.id, ...eventInput(owner.profileId, newImage) }));
		expect(server.db.select().from(uploads).where(eq(uploads.id, owner.imageId)).get()).toBeUndefined();
		// The same image on two events stays while one of them still shows it.
		const twin = await createEvent(owner, { imageId: newImage });
		await call(() => owner.api.calendar.delete.mutate({ eventId: event.id }));
		expect(server.db.select().from(uploads).where(eq(uploads.id, newImage)).get()).toBeDefined();
		await call(() => owner.api.calendar.delete.mutate({ eventId: twin.id }));
		expect(server.db.select().from(uploads).where(eq(uploads.id, newImage)).get()).toBeUndefined();
	});
});
