import { grantStaff } from '@edge/api';
import { profiles, wallPosts } from '@edge/db';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatStream, chatFreelancer, chatUser, sent } from './chat-core-helpers';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/** What hiding and restoring tell the pages open now: reviews.live, wall.live and the chat stream. */

type LiveEvent = { type: string } & Record<string, unknown>;

/** An EventSource on a public live stream, recording its events. */
class LiveStream {
	readonly events: LiveEvent[] = [];
	private readonly source: EventSource;
	private readonly waiters = new Set<() => void>();

	constructor(url: string) {
		this.source = new EventSource(url);
		this.source.addEventListener('message', (event) => {
			this.events.push(JSON.parse(event.data) as LiveEvent);
			for (const wake of this.waiters) wake();
		});
	}

	async find(predicate: (event: LiveEvent) => boolean): Promise<LiveEvent> {
		for (;;) {
			const found = this.events.find(predicate);
			if (found) return found;
			await new Promise<void>((resolve) => {
				const wake = () => {
					this.waiters.delete(wake);
					resolve();
				};
				this.waiters.add(wake);
			});
		}
	}

	close() {
		this.source.close();
	}
}

let server: TestServer;
let moderator: RegisteredUser;
let author: RegisteredUser;
const streams: Array<{ close(): void }> = [];

beforeAll(async () => {
	server = await startTestServer();
	[moderator, author] = await Promise.all([
		registerUser(server, { firstName: 'Mora', lastName: 'Staff' }),
		registerUser(server, { firstName: 'Ana', lastName: 'Autora' }),
	]);
	grantStaff(server.db, moderator.email, 'moderator', new Date());
});
afterAll(async () => {
	for (const stream of streams) stream.close();
	await server?.stop();
});

/** The staff reports' procedures as the moderator. */
const staff = () => apiClient(server.url, bearer(moderator.token)).staff.reports;

function live(path: string, input?: unknown): LiveStream {
	const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
	const stream = new LiveStream(`${server.url}/api/trpc/${path}${query}`);
	streams.push(stream);
	return stream;
}

describe('live streams on hiding and restoring', () => {
	it("reviews.live says 'changed' to the profile's pages when a review is written, hidden and restored", async () => {
		const profileId = server.db
			.insert(profiles)
			.values({ ownerId: moderator.user.id, kind: 'business', title: 'Colmado en vivo', about: 'x' })
			.returning({ id: profiles.id })
			.get().id;
		const stream = live('reviews.live', { profileId });
		await stream.find((event) => event.type === 'ready');
		const review = await call(() =>
			apiClient(server.url, bearer(author.token)).reviews.upsert.mutate({ profileId, rating: 2, comment: 'Regular' }),
		);
		await stream.find((event) => event.type === 'changed');
		expect(
			(await call(() => staff().hide.mutate({ kind: 'review', id: review.data?.id ?? 0, reason: 'x' }))).status,
		).toBe(200);
		expect((await call(() => staff().restore.mutate({ kind: 'review', id: review.data?.id ?? 0 }))).status).toBe(200);
		await stream.find(() => stream.events.filter((event) => event.type === 'changed').length >= 3);
		expect(stream.events.every((event) => event.type === 'ready' || event.profileId === profileId)).toBe(true);
	});

	it("wall.live sends 'moderated' with the author when a post is hidden and restored", async () => {
		const postId = server.db
			.insert(wallPosts)
			.values({ authorId: author.user.id, title: 'En vivo', content: 'x', createdAt: new Date() })
			.returning({ id: wallPosts.id })
			.get().id;
		const stream = live('wall.live');
		await stream.find((event) => event.type === 'ready');
		await call(() => staff().hide.mutate({ kind: 'wallPost', id: postId, reason: 'Spam' }));
		expect(await stream.find((event) => event.type === 'moderated' && event.hidden === true)).toEqual({
			type: 'moderated',
			postId,
			commentId: null,
			authorId: author.user.id,
			hidden: true,
		});
		await call(() => staff().restore.mutate({ kind: 'wallPost', id: postId }));
		await stream.find((event) => event.type === 'moderated' && event.hidden === false);
	});

	it("the chat stream sends each person the hidden message as they now read it ('messageModerated')", async () => {
		const [customer, freelancer] = await Promise.all([chatUser(server, 'Carla'), chatFreelancer(server, 'Fede')]);
		await sent(customer.send(freelancer.id, 'Hola'));
		const rude = await sent(freelancer.send(customer.id, 'Grosería'));
		const customerStream = new ChatStream(server, customer.cookie);
		const freelancerStream = new ChatStream(server, freelancer.cookie);
		streams.push(customerStream, freelancerStream);
		await Promise.all([customerStream.ready(), freelancerStream.ready()]);
		await call(() => staff().hide.mutate({ kind: 'chatMessage', id: rude.id, reason: 'Insulto' }));
		const [toCustomer] = await customerStream.ofType('messageModerated', 1);
		const [toFreelancer] = await freelancerStream.ofType('messageModerated', 1);
		expect(toCustomer?.payload.message).toMatchObject({ id: rude.id, body: '', hidden: { reason: null } });
		expect(toFreelancer?.payload.message).toMatchObject({
			id: rude.id,
			body: 'Grosería',
			hidden: { reason: 'Insulto' },
		});
	});
});
