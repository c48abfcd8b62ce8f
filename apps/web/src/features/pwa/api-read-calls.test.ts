import { describe, expect, it } from 'vitest';
import { type ApiRead, assembleAnswer, callKey, readOf, splitAnswer } from './api-read-calls';

const ORIGIN = 'https://edge.do';
const at = (path: string) => new URL(path, ORIGIN);
/** A batched GET as tRPC's httpBatchLink writes it (a call without input has no key). */
const batch = (procedures: string[], inputs: Record<string, unknown>) =>
	at(`/api/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`);
const keysOf = (read: ApiRead | null) => read?.calls.map((call) => callKey(call, ORIGIN));
const ok = (data: unknown) => ({ result: { data } });

describe('a public read, one cache entry per call', () => {
	it('reads the calls of a batch, those without input included, and of an unbatched read', () => {
		expect(
			readOf(batch(['business.get', 'directory.categories', 'reviews.summary'], { 0: { id: 7 }, 2: { profileId: 7 } })),
		).toEqual({
			batched: true,
			calls: [
				{ procedure: 'business.get', input: { id: 7 } },
				{ procedure: 'directory.categories', input: undefined },
				{ procedure: 'reviews.summary', input: { profileId: 7 } },
			],
		});
		expect(readOf(at('/api/trpc/directory.home?batch=1'))).toEqual({
			batched: true,
			calls: [{ procedure: 'directory.home', input: undefined }],
		});
		expect(readOf(at(`/api/trpc/business.get?input=${encodeURIComponent('{"id":7}')}`))).toEqual({
			batched: false,
			calls: [{ procedure: 'business.get', input: { id: 7 } }],
		});
	});

	it('gives the same calls the same keys however they were batched, and other calls other keys', () => {
		const first = readOf(batch(['business.get', 'reviews.summary'], { 0: { id: 7 }, 1: { profileId: 7 } }));
		const reordered = readOf(
			batch(['directory.categories', 'reviews.summary', 'business.get'], { 1: { profileId: 7 }, 2: { id: 7 } }),
		);
		expect(keysOf(first)).toEqual([
			`${ORIGIN}/api/trpc/business.get?input=${encodeURIComponent('{"id":7}')}`,
			`${ORIGIN}/api/trpc/reviews.summary?input=${encodeURIComponent('{"profileId":7}')}`,
		]);
		expect(keysOf(reordered)?.slice(1).reverse()).toEqual(keysOf(first));
		expect(keysOf(reordered)?.[0]).toBe(`${ORIGIN}/api/trpc/directory.categories`);
		// The key is the call's own unbatched address: an unbatched read of it finds the same entry.
		const single = at(`/api/trpc/business.get?input=${encodeURIComponent('{"id":7}')}`);
		expect(keysOf(readOf(single))).toEqual([single.href]);
		// Object keys in another order are the same input; another value or no input is another call.
		const keyOf = (input: unknown) => callKey({ procedure: 'directory.search', input }, ORIGIN);
		expect(keyOf({ q: 'pan', filters: { city: 'Santiago', tags: ['a', 'b'] } })).toBe(
			keyOf({ filters: { tags: ['a', 'b'], city: 'Santiago' }, q: 'pan' }),
		);
		expect(keyOf({ q: 'pan', filters: { tags: ['b', 'a'] } })).not.toBe(
			keyOf({ q: 'pan', filters: { tags: ['a', 'b'] } }),
		);
		expect(keyOf({ q: 'pan' })).not.toBe(keyOf({ q: 'pa' }));
		expect(keyOf({})).not.toBe(keyOf(undefined));
	});

	it('refuses what tRPC would not send, so the worker keeps nothing of it', () => {
		expect(readOf(at('/api/v1/auth/me'))).toBeNull();
		expect(readOf(at('/api/trpc/business.get?batch=1&input=%7Bnot-json'))).toBeNull();
		expect(readOf(at(`/api/trpc/business.get?batch=1&input=${encodeURIComponent('[{"id":7}]')}`))).toBeNull();
		// An input for a position the path does not name.
		expect(readOf(batch(['business.get'], { 0: { id: 7 }, 1: { id: 8 } }))).toBeNull();
		// Unbatched, one procedure only; and no empty or undecodable name.
		expect(readOf(at('/api/trpc/directory.home,directory.places'))).toBeNull();
		expect(readOf(at('/api/trpc/directory.home,?batch=1'))).toBeNull();
		expect(readOf(at('/api/trpc/%E0%A4%A?batch=1'))).toBeNull();
	});

	it("splits a batch's answer into each call's, in order, and assembles it again in any batch", () => {
		const read = readOf(batch(['business.get', 'reviews.summary'], { 0: { id: 7 }, 1: { profileId: 7 } }));
		if (!read) throw new Error('read');
		const answer = [ok({ id: 7, title: 'Colmado' }), ok({ count: 2, average: 4.5 })];
		const split = splitAnswer(read, JSON.stringify(answer));
		expect(split?.map((text) => JSON.parse(text ?? 'null'))).toEqual(answer);

		// The same calls asked the other way round, with a third kept from another read.
		const other = readOf(
			batch(['reviews.summary', 'directory.categories', 'business.get'], { 0: { profileId: 7 }, 2: { id: 7 } }),
		);
		if (!other) throw new Error('other');
		const categories = JSON.stringify(ok([{ slug: 'food' }]));
		const assembled = assembleAnswer(other, [split?.[1] ?? '', categories, split?.[0] ?? '']);
		expect(JSON.parse(assembled)).toEqual([answer[1], ok([{ slug: 'food' }]), answer[0]]);

		// An unbatched read's answer is its call's own, not an array.
		const single = readOf(at(`/api/trpc/business.get?input=${encodeURIComponent('{"id":7}')}`));
		if (!single) throw new Error('single');
		expect(splitAnswer(single, JSON.stringify(answer[0]))).toEqual([JSON.stringify(answer[0])]);
		expect(JSON.parse(assembleAnswer(single, [split?.[0] ?? '']))).toEqual(answer[0]);
		expect(() => assembleAnswer(other, [categories])).toThrow();
	});

	it("never keeps a failed call's error as its answer, nor an answer of another shape", () => {
		const read = readOf(batch(['business.get', 'reviews.summary'], { 0: { id: 7 }, 1: { profileId: 7 } }));
		if (!read) throw new Error('read');
		const failed = { error: { message: 'Not found', code: -32004, data: { httpStatus: 404 } } };
		expect(splitAnswer(read, JSON.stringify([failed, ok(1)]))).toEqual([null, JSON.stringify(ok(1))]);
		expect(splitAnswer(read, JSON.stringify([{ result: { data: 1 }, error: {} }, ok(1)]))?.[0]).toBeNull();
		expect(splitAnswer(read, JSON.stringify([ok(1)]))).toBeNull();
		expect(splitAnswer(read, JSON.stringify(ok(1)))).toBeNull();
		expect(splitAnswer(read, '<html>')).toBeNull();
	});
});
