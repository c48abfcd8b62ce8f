import { profiles, uploads } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, eventOwner } from './calendar-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/** An image a profile shares with an event outlives the profile: the event still shows it. */
let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server?.stop();
});

const uploadRow = (id: string) => server.db.select().from(uploads).where(eq(uploads.id, id)).get();

describe('uploads shared by a profile and an event', () => {
	it('deleting the profile keeps the image the event shows, detached from the profile', async () => {
		const owner = await eventOwner(server);
		// The same upload is the business's picture (attached to it) and the event's poster.
		server.db.update(profiles).set({ imageId: owner.imageId }).where(eq(profiles.id, owner.profileId)).run();
		server.db.update(uploads).set({ profileId: owner.profileId }).where(eq(uploads.id, owner.imageId)).run();
		const event = await createEvent(owner);

		const removed = await call(() =>
			apiClient(server.url, owner.headers).business.delete.mutate({ id: owner.profileId }),
		);
		expect(removed.status).toBe(200);
		expect(server.db.select().from(profiles).where(eq(profiles.id, owner.profileId)).get()).toBeUndefined();
		expect(uploadRow(owner.imageId)).toMatchObject({ id: owner.imageId, profileId: null });
		const shown = await call(() => owner.api.calendar.event.query({ eventId: event.id }));
		expect(shown.data?.imageId).toBe(owner.imageId);

		// Once the event goes too, nothing shows it and the upload goes with it.
		expect((await call(() => owner.api.calendar.delete.mutate({ eventId: event.id }))).status).toBe(200);
		expect(uploadRow(owner.imageId)).toBeUndefined();
	});
});
