import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sweepUnusedUploads, UNUSED_UPLOAD_AGE_MS, UPLOAD_REFERENCES } from '@edge/api';
import { events, highlights, menus, offers, profiles, slides, uploads, wallPosts } from '@edge/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';

/**
 * Uploads nothing shows are deleted once a day old (packages/api/src/images/upload-sweep.ts, run
 * hourly by apps/server/src/jobs/upload-sweep-job.ts); those any table shows never are.
 */
let server: TestServer;
let owner: RegisteredUser;
beforeAll(async () => {
	server = await startTestServer();
	owner = await registerUser(server, { accountKind: 'business' });
});
afterAll(async () => {
	await server.stop();
});

async function uploadImage(): Promise<string> {
	const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e07a5f' } })
		.png()
		.toBuffer();
	const form = new FormData();
	form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
	const response = await fetch(`${server.url}/api/v1/uploads`, {
		method: 'POST',
		body: form,
		headers: bearer(owner.token),
	});
	const body = (await response.json()) as { id?: string };
	if (response.status !== 201 || !body.id) throw new Error(`upload failed: ${response.status}`);
	return body.id;
}

const rowExists = (id: string) => server.db.select().from(uploads).where(eq(uploads.id, id)).get() !== undefined;
const folderExists = (id: string) => existsSync(join(server.settings.uploadsDir, id));
const sweep = () => sweepUnusedUploads({ db: server.db, uploadsDir: server.settings.uploadsDir }, server.clock.now());
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the sweep of unused uploads', () => {
	it('deletes uploads nothing shows once a day old, and never one a profile, part, event or post shows', async () => {
		const ids = {
			image: await uploadImage(),
			banner: await uploadImage(),
			menu: await uploadImage(),
			menuSecond: await uploadImage(),
			offer: await uploadImage(),
			highlight: await uploadImage(),
			slide: await uploadImage(),
			event: await uploadImage(),
			post: await uploadImage(),
			abandoned: await uploadImage(),
			attachedNotShown: await uploadImage(),
		};
		const now = server.clock.now();
		const profileId = server.db
			.insert(profiles)
			.values({ ownerId: owner.user.id, kind: 'restaurant', title: 'Fonda', imageId: ids.image, bannerId: ids.banner })
			.returning({ id: profiles.id })
			.get().id;
		server.db.update(uploads).set({ profileId }).where(eq(uploads.id, ids.attachedNotShown)).run();
		server.db
			.insert(menus)
			.values({ profileId, title: 'Carta', imageIds: [ids.menu, ids.menuSecond], createdAt: now })
			.run();
		server.db
			.insert(offers)
			.values({
				profileId,
				title: '2x1',
				imageId: ids.offer,
				maxRedemptions: 5,
				startsOn: '2026-01-01',
				endsOn: '2026-12-31',
				createdAt: now,
			})
			.run();
		server.db.insert(highlights).values({ profileId, title: 'Mofongo', imageId: ids.highlight, createdAt: now }).run();
		server.db
			.insert(slides)
			.values({ profileId, title: 'Terraza', rating: 5, imageId: ids.slide, createdAt: now })
			.run();
		server.db
			.insert(events)
			.values({
				ownerId: owner.user.id,
				profileId,
				title: 'Noche de son',
				location: 'Zona Colonial',
				startsAt: now,
				endsAt: now,
				link: '',
				description: '',
				imageId: ids.event,
				createdAt: now,
				updatedAt: now,
			})
			.run();
		server.db
			.insert(wallPosts)
			.values({
				authorId: owner.user.id,
				profileId,
				title: 'Hoy',
				content: 'Abierto',
				imageId: ids.post,
				createdAt: now,
			})
			.run();
		// A folder without a row: a crash between writing the files and the row.
		const stray = 'strayFolder0000000000001';
		mkdirSync(join(server.settings.uploadsDir, stray));
		writeFileSync(join(server.settings.uploadsDir, stray, '320.webp'), 'x');

		// Under a day: nothing goes, not even the abandoned upload or the stray folder.
		server.clock.advance(UNUSED_UPLOAD_AGE_MS - 60_000);
		expect(sweep()).toEqual({ uploads: [], strayFolders: [] });

		// Past a day: the abandoned upload, the one its profile no longer shows, and the stray folder.
		server.clock.advance(2 * 60_000);
		const fresh = await uploadImage();
		const swept = sweep();
		expect(swept.uploads.sort()).toEqual([ids.abandoned, ids.attachedNotShown].sort());
		expect(swept.strayFolders).toEqual([stray]);
		for (const id of [ids.abandoned, ids.attachedNotShown, stray]) {
			expect(rowExists(id)).toBe(false);
			expect(folderExists(id)).toBe(false);
		}
		// Everything shown stays, files and rows, however old; so does an upload made today.
		const kept = Object.entries(ids)
			.filter(([name]) => name !== 'abandoned' && name !== 'attachedNotShown')
			.map(([, id]) => id);
		for (const id of [...kept, fresh]) {
			expect(rowExists(id)).toBe(true);
			expect(folderExists(id)).toBe(true);
		}

		// A year on, still kept; and the next sweep has nothing left to do.
		server.clock.advance(365 * DAY_MS);
		expect(sweep()).toEqual({ uploads: [fresh], strayFolders: [] });
		for (const id of kept) expect(rowExists(id)).toBe(true);
	});

	it('knows every column that can hold an upload id', () => {
		// Columns whose name speaks of a picture; a new one must be placed on UPLOAD_REFERENCES.
		const columns = server.db.$client
			.prepare<[], { name: string }>(
				`select m.name || '.' || c.name as name from sqlite_master m, pragma_table_info(m.name) c
				where m.type = 'table' and m.name not in ('uploads', '__drizzle_migrations')
				and (c.name like '%image%' or c.name like '%banner%' or c.name like '%upload%' or c.name like '%avatar%'
					or c.name like '%photo%' or c.name like '%picture%' or c.name like '%logo%' or c.name like '%cover%')`,
			)
			.all()
			.map((row) => row.name)
			.sort();
		expect(columns).toEqual(UPLOAD_REFERENCES.map((reference) => reference.replace('[]', '')).sort());
	});
});
