import { eventInterests, events } from '@edge/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, type CalendarClient, calendarClient, createEvent, eventOwner } from './calendar-helpers';
import { startTestServer, type TestServer } from './test-server';
import { call } from './typed-client';

let server: TestServer;

beforeAll(async () => {
	server = await startTestServer();
	server.clock.set(new Date('2026-11-01T12:00:00Z'));
});
afterAll(async () => {
	await server.stop();
});

const storedCount = (eventId: number) =>
	server.db.select({ n: events.interestedCount }).from(events).where(eq(events.id, eventId)).get()?.n;
const marks = (eventId: number, userId?: string) =>
	server.db
		.select()
		.from(eventInterests)
		.where(
			userId
				? and(eq(eventInterests.eventId, eventId), eq(eventInterests.userId, userId))
				: eq(eventInterests.eventId, eventId),
		)
		.all().length;

describe('calendar.interest', () => {
	it('counts a user once however often they mark it, one after another', async () => {
		const owner = await eventOwner(server);
		const event = await createEvent(owner);
		const fan = await calendarClient(server, 'customer');
		for (let i = 0; i < 3; i++) {
			const response = await call(() => fan.api.calendar.interest.mutate({ eventId: event.id, interested: true }));
			expect(response.data).toEqual({ eventId: event.id, interested: true, interestedCount: 1 });
		}
		expect(storedCount(event.id)).toBe(1);
		expect(marks(event.id, fan.userId)).toBe(1);
		const seen = await call(() => fan.api.calendar.event.query({ eventId: event.id }));
		expect(seen.data).toMatchObject({ interested: true, interestedCount: 1 });
		expect((await call(() => anonymous(server).api.calendar.event.query({ eventId: event.id }))).data?.interested).toBe(
			false,
		);
	});

	it('counts a user once under concurrent marks, and once per user', async () => {
		const owner = await eventOwner(server);
		const event = await createEvent(owner);
		const fans = await Promise.all([calendarClient(server, 'customer'), calendarClient(server, 'customer')]);
		const responses = await Promise.all(
			fans.flatMap((fan) =>
				Array.from({ length: 8 }, () =>
					call(() => fan.api.calendar.interest.mutate({ eventId: event.id, interested: true })),
				),
			),
		);
		expect(responses.every((response) => response.status === 200)).toBe(true);
		expect(storedCount(event.id)).toBe(2);
		expect(marks(event.id)).toBe(2);
	});

	it('removes the mark once, also under concurrent requests, never going below zero', async () => {
		const owner = await eventOwner(server);
		const event = await createEvent(owner);
		const fan = await calendarClient(server, 'customer');
		await call(() => fan.api.calendar.interest.mutate({ eventId: event.id, interested: true }));
		const responses = await Promise.all(
			Array.from({ length: 6 }, () =>
				call(() => fan.api.calendar.interest.mutate({ eventId: event.id, interested: false })),
			),
		);
		expect(responses.map((response) => response.data?.interestedCount)).toEqual(Array(6).fill(0));
		expect(storedCount(event.id)).toBe(0);
		expect(marks(event.id)).toBe(0);
	});

	it('needs a session and an existing event', async () => {
		expect(
			(await call(() => anonymous(server).api.calendar.interest.mutate({ eventId: 1, interested: true }))).status,
		).toBe(401);
		const fan = await calendarClient(server, 'customer');
		const response = await call(() => fan.api.calendar.interest.mutate({ eventId: 999_999, interested: true }));
		expect(response.error?.data).toMatchObject({ code: 'NOT_FOUND', i18nKey: 'calendar.errors.eventNotFound' });
	});

	it('lists the best upcoming events, the most marked first, past one-off events left out', async () => {
		const owner = await eventOwner(server);
		const quiet = await createEvent(owner, { startsAt: '2027-05-01T15:00:00.000Z' });
		const popular = await createEvent(owner, { startsAt: '2027-06-01T15:00:00.000Z' });
		const past = await createEvent(owner, { startsAt: '2026-10-01T15:00:00.000Z' });
		const fans = await Promise.all([1, 2, 3].map(() => calendarClient(server, 'customer')));
		for (const fan of fans) {
			await call(() => fan.api.calendar.interest.mutate({ eventId: popular.id, interested: true }));
			await call(() => fan.api.calendar.interest.mutate({ eventId: past.id, interested: true }));
		}
		await call(() => (fans[0] as CalendarClient).api.calendar.interest.mutate({ eventId: quiet.id, interested: true }));
		const best = await call(() => anonymous(server).api.calendar.best.query({ limit: 20 }));
		const ids = best.data?.map((event) => event.id) ?? [];
		expect(ids).not.toContain(past.id);
		expect(ids.indexOf(popular.id)).toBeLessThan(ids.indexOf(quiet.id));
		expect(best.data?.find((event) => event.id === popular.id)?.interestedCount).toBe(3);
		expect((await call(() => anonymous(server).api.calendar.best.query())).data?.length).toBeLessThanOrEqual(6);
	});
});
