import { profiles, subscriptions, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { EventSource } from 'eventsource';
import sharp from 'sharp';
import { plansUnlocking } from '../../../packages/api/src/subscription/plan-unlocks';
import { bearer, type RegisteredUser, registerUser } from './http-helpers';
import type { TestServer } from './test-server';
import { type ApiClient, apiClient, call, type RouterInputs, type RouterOutputs } from './typed-client';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A plan that unlocks the wall, read from the one unlock table (no plan names in tests either). */
export const WALL_PLAN = plansUnlocking('businessWall')[0] as string;

export interface PlanState {
	status: string;
	/** Days from now to the next billing date; null for none. */
	nextBillingInDays: number | null;
	planId?: string;
}

export const VALID_PLAN: PlanState = { status: 'ACTIVE', nextBillingInDays: 30 };

/** A signed-up user and the typed client that calls as them (bearer token; typed-client.ts). */
export interface WallUser extends RegisteredUser {
	id: string;
	api: ApiClient;
}

let counter = 0;

/** Gives the user a main subscription in the given state, as the payments flow would leave it. */
export function givePlan(server: TestServer, userId: string, plan: PlanState): void {
	counter += 1;
	const id = `I-WALL-${counter}-${userId.slice(0, 8)}`;
	const nextBillingAt =
		plan.nextBillingInDays === null ? null : new Date(server.clock.now().getTime() + plan.nextBillingInDays * DAY_MS);
	server.db
		.insert(subscriptions)
		.values({ id, userId, planId: plan.planId ?? WALL_PLAN, status: plan.status, nextBillingAt })
		.run();
	server.db
		.update(users)
		.set({ planSubscriptionId: id, planNextBillingAt: nextBillingAt })
		.where(eq(users.id, userId))
		.run();
}

export async function wallUser(
	server: TestServer,
	options: { firstName?: string; plan?: PlanState | null } = {},
): Promise<WallUser> {
	const registered = await registerUser(server, {
		accountKind: 'business',
		firstName: options.firstName ?? 'Ana',
		lastName: 'Prueba',
	});
	const auth = bearer(registered.token);
	const plan = options.plan === undefined ? VALID_PLAN : options.plan;
	if (plan) givePlan(server, registered.user.id, plan);
	return {
		...registered,
		id: registered.user.id,
		api: apiClient(server.url, auth),
	};
}

/** Signed-out calls. */
export const anonymous = (server: TestServer) => ({ api: apiClient(server.url) });

/** A business (or restaurant) profile owned by the user, arranged straight in the database. */
export function addProfile(
	server: TestServer,
	ownerId: string,
	kind: 'business' | 'restaurant' | 'freelancer' = 'business',
	title = 'Colmado La Esquina',
): number {
	return server.db.insert(profiles).values({ ownerId, kind, title }).returning({ id: profiles.id }).get().id;
}

/** Uploads a small PNG as the user and returns its id. */
export async function uploadImage(server: TestServer, token: string): Promise<string> {
	const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2b8a3e' } })
		.png()
		.toBuffer();
	const form = new FormData();
	form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
	const response = await fetch(`${server.url}/api/v1/uploads`, { method: 'POST', body: form, headers: bearer(token) });
	const body = (await response.json()) as { id?: string };
	if (!body.id) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
	return body.id;
}

export type PostView = RouterOutputs['wall']['post'];
export type CommentView = RouterOutputs['wall']['addComment'];
export type PostInput = RouterInputs['wall']['createPost'];

export const postInput = (overrides: Partial<PostInput> = {}): PostInput => ({
	title: 'Nuevo horario de verano',
	content: 'Desde el lunes abrimos de 7:00 a 22:00. ¡Los esperamos!',
	imageId: null,
	profileId: null,
	...overrides,
});

/** Creates a post and fails loudly when that does not work. */
export async function createPost(user: WallUser, overrides: Partial<PostInput> = {}): Promise<PostView> {
	const response = await call(() => user.api.wall.createPost.mutate(postInput(overrides)));
	if (!response.data) throw new Error(`createPost failed: ${response.status} ${JSON.stringify(response.error)}`);
	return response.data;
}

export async function addComment(user: WallUser, postId: number, body = 'Excelente noticia'): Promise<CommentView> {
	const response = await call(() => user.api.wall.addComment.mutate({ postId, body, profileId: null }));
	if (!response.data) throw new Error(`addComment failed: ${response.status} ${JSON.stringify(response.error)}`);
	return response.data;
}

export interface LiveEvent {
	type: string;
	[key: string]: unknown;
}

/** An EventSource on wall.live, recording what arrives; waits on conditions, never on time. */
export class WallStream {
	readonly events: LiveEvent[] = [];
	private readonly source: EventSource;
	private readonly waiters = new Set<() => void>();

	constructor(server: TestServer, cookie?: string) {
		this.source = new EventSource(`${server.url}/api/trpc/wall.live`, {
			fetch: (target, init) => fetch(target, { ...init, headers: { ...init?.headers, ...(cookie ? { cookie } : {}) } }),
		});
		this.source.addEventListener('message', (event) => {
			this.events.push(JSON.parse(event.data) as LiveEvent);
			for (const wake of this.waiters) wake();
		});
	}

	async until<T>(predicate: (events: LiveEvent[]) => T | undefined | false): Promise<T> {
		for (;;) {
			const result = predicate(this.events);
			if (result) return result;
			await new Promise<void>((resolve) => {
				const wake = () => {
					this.waiters.delete(wake);
					resolve();
				};
				this.waiters.add(wake);
			});
		}
	}

	ready() {
		return this.until((events) => events.find((event) => event.type === 'ready'));
	}

	/** The first event of `type` that matches `where`. */
	find(type: string, where: (event: LiveEvent) => boolean = () => true) {
		return this.until((events) => events.find((event) => event.type === type && where(event)));
	}

	close() {
		this.source.close();
	}
}
