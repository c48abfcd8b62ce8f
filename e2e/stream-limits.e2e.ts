import { DEFAULT_LIMITS } from '@edge/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { appIsLive } from './support/journeys';

/** A wall.live stream held from this process (127.0.0.1, the browser's address too). */
interface Held {
	refused: boolean;
	close(): Promise<void>;
}

/** Opens wall.live as an EventSource would and reads until its first event says open or refused. */
async function holdWallStream(url: string): Promise<Held> {
	const controller = new AbortController();
	const response = await fetch(`${url}/api/trpc/wall.live`, {
		headers: { accept: 'text/event-stream' },
		signal: controller.signal,
	});
	const reader = (response.body as ReadableStream<Uint8Array>).getReader();
	const decoder = new TextDecoder();
	let text = '';
	while (!/event: serialized-error|\ndata: /.test(text)) {
		const { done, value } = await reader.read();
		if (done) break;
		text += decoder.decode(value, { stream: true });
	}
	return {
		refused: text.includes('event: serialized-error'),
		async close() {
			controller.abort();
			await reader.cancel().catch(() => undefined);
		},
	};
}

/** The address's streams at once (docs/api.md "Limits"): the production number, as the app runs. */
const STREAMS_PER_ADDRESS = DEFAULT_LIMITS['streams:ip'].points;

describe.skipIf(!chromiumPath)('live streams over the cap', () => {
	let app: E2eApp;
	const held: Held[] = [];
	beforeAll(async () => {
		app = await startE2eApp({ limits: DEFAULT_LIMITS });
	});
	afterAll(async () => {
		for (const stream of held) await stream.close();
		await app?.stop();
	});

	it('the wall page, refused, waits and subscribes again (with backoff) once a slot is free', async () => {
		// Every slot of the address taken by streams this process holds.
		for (let index = 0; index < STREAMS_PER_ADDRESS; index += 1) {
			const stream = await holdWallStream(app.url);
			expect(stream.refused, `stream ${index + 1}`).toBe(false);
			held.push(stream);
		}

		const context = await app.newContext();
		const page = await context.newPage();
		const subscribes: string[] = [];
		const finished = new Set<string>();
		let postReads = 0;
		page.on('request', (request) => {
			if (request.url().includes('/api/trpc/wall.live')) subscribes.push(request.url());
			if (request.url().includes('wall.posts')) postReads += 1;
		});
		// A refused stream ends one of two ways, by the timing of the machine: the server closes it
		// after its error (finished), or the page's EventSource drops it on reading the error (failed).
		const ended = (request: { url(): string }) => {
			if (request.url().includes('/api/trpc/wall.live')) finished.add(request.url());
		};
		page.on('requestfinished', ended);
		page.on('requestfailed', ended);
		// The page's timers run on a clock the test moves: the retry's wait passes without waiting.
		await page.clock.install();
		await page.goto('/businessWall');
		await appIsLive(page);

		// Refused (the server ends that stream after its error), and not tried again at once.
		// Polls wait up to 15 s (the default 1 s is less than a busy machine takes to end the stream).
		await expect.poll(() => subscribes.length, { timeout: 15_000 }).toBe(1);
		await expect.poll(() => finished.size, { timeout: 15_000 }).toBe(1);
		await page.clock.fastForward(20_000);
		await page.evaluate(() => 0);
		expect(subscribes).toHaveLength(1);

		// A slot frees: within the next waits the page subscribes again, and its stream stays open
		// ('ready' makes the wall read its posts again).
		await held.shift()?.close();
		const readsBefore = postReads;
		await expect
			.poll(
				async () => {
					await page.clock.fastForward(20_000);
					return postReads > readsBefore;
				},
				{ timeout: 20_000 },
			)
			.toBe(true);
		// A few tries over minutes of the page's time, never a stream of them.
		expect(subscribes.length).toBeGreaterThanOrEqual(2);
		expect(subscribes.length).toBeLessThanOrEqual(6);
		// The page holds the freed slot: the address is full again.
		const probe = await holdWallStream(app.url);
		held.push(probe);
		expect(probe.refused).toBe(true);
	});
});
