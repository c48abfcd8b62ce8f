import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldError, formErrorsFrom, listErrors, partErrors } from './form-errors';

const t = ((key: string) => `t(${key})`) as Parameters<typeof listErrors>[2];

describe('form errors', () => {
	it('reads a schema result as form errors by full path, the first issue of each path, with fields renamed', () => {
		const schema = z.object({
			items: z.array(z.object({ priceCents: z.number().min(1, 'price.min').max(5, 'price.max') })),
			name: z.string().min(1, 'name.required'),
		});
		expect(formErrorsFrom(schema.safeParse({ items: [{ priceCents: 3 }], name: 'a' }))).toEqual({});
		expect(formErrorsFrom(schema.safeParse({ items: [{ priceCents: 3 }, { priceCents: 0 }], name: '' }))).toEqual({
			'items.1.priceCents': 'price.min',
			name: 'name.required',
		});
		expect(
			formErrorsFrom(schema.safeParse({ items: [{ priceCents: 0 }], name: 'a' }), { priceCents: 'price' }),
		).toEqual({ 'items.0.price': 'price.min' });
	});

	it("gives a field's own error, else the first under it, translated", () => {
		expect(fieldError({ tags: 'tags.tooMany', 'tags.1': 'tags.tooLong' }, 'tags', t)).toBe('t(tags.tooMany)');
		expect(fieldError({ 'tags.1': 'tags.tooLong', 'tags.2': 'tags.empty' }, 'tags', t)).toBe('t(tags.tooLong)');
		expect(fieldError({ tagsHint: 'other' }, 'tags', t)).toBeUndefined();
		expect(fieldError({}, 'tags', t)).toBeUndefined();
	});

	it("reads a list's errors by item, by item and property, and the list's own", () => {
		const errors = {
			hours: 'hours.whole',
			'hours.3.closes': 'hours.invalidTime',
			'hours.3': 'hours.overlap',
			'hours.5': 'hours.tooMany',
			'hoursNote.1': 'not.this.list',
			'hours.x': 'not.an.index',
			socialLinks: 'links.whole',
		};
		expect(listErrors(errors, 'hours', t)).toEqual({
			byIndex: { 3: 't(hours.invalidTime)', 5: 't(hours.tooMany)' },
			byIndexAndPart: { 3: { closes: 't(hours.invalidTime)' } },
			whole: 't(hours.whole)',
		});
		expect(listErrors({}, 'hours', t)).toEqual({ byIndex: {}, byIndexAndPart: {}, whole: undefined });
	});

	it("picks one property's errors of each item", () => {
		const links = listErrors(
			{ 'socialLinks.0.url': 'url.bad', 'socialLinks.0.platform': 'platform.bad', 'socialLinks.2.url': 'url.empty' },
			'socialLinks',
			t,
		);
		expect(links.byIndexAndPart).toEqual({
			0: { url: 't(url.bad)', platform: 't(platform.bad)' },
			2: { url: 't(url.empty)' },
		});
		expect(partErrors(links, 'url')).toEqual({ 0: 't(url.bad)', 2: 't(url.empty)' });
		expect(partErrors(links, 'title')).toEqual({});
	});
});
