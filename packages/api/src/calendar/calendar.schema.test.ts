import { hasCatalogKey } from '@edge/i18n';
import { describe, expect, it } from 'vitest';
import { calendarRangeInput, eventInput, isEventLink, updateEventInput } from './calendar.schema';

const valid = {
	title: 'Festival del Merengue',
	location: 'Malecón',
	startsAt: '2026-12-05T23:00:00.000Z',
	endsAt: '2026-12-06T02:00:00.000Z',
	link: 'https://merengue.example.do',
	description: 'Orquestas en vivo.',
	imageId: 'abcdefgh12',
	repeatsYearly: false,
	profileId: 7,
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
	result.error?.issues.map((issue) => issue.message) ?? [];

describe('the event schemas', () => {
	it('accept a complete event, trimmed, and instants with an offset', () => {
		expect(eventInput.parse({ ...valid, title: '  Festival  ' }).title).toBe('Festival');
		expect(eventInput.safeParse({ ...valid, startsAt: '2026-12-05T19:00:00-04:00' }).success).toBe(true);
		expect(updateEventInput.safeParse({ ...valid, eventId: 3 }).success).toBe(true);
	});

	it('word every refusal with a key both catalogs have', () => {
		const empty = eventInput.safeParse({});
		const wrong = eventInput.safeParse({
			...valid,
			title: 'x'.repeat(500),
			link: 'ftp://x',
			endsAt: valid.startsAt,
			imageId: '../etc',
		});
		const range = calendarRangeInput.safeParse({ from: '2026-02-30', to: 'x' });
		const all = [...messages(empty), ...messages(wrong), ...messages(range)];
		expect(all.length).toBeGreaterThan(10);
		expect(all.filter((key) => !hasCatalogKey(key))).toEqual([]);
	});

	it('allow only absolute http(s) links', () => {
		expect(isEventLink('https://edge.do/a?b=c')).toBe(true);
		expect(isEventLink('http://edge.do')).toBe(true);
		for (const link of ['javascript:alert(1)', 'data:text/html,x', 'edge.do', 'mailto:a@b.do', '']) {
			expect(isEventLink(link), link).toBe(false);
		}
	});
});
