import type { EventView } from '@edge/api/schemas';
import { eventInput } from '@edge/api/schemas';
import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_FORM, eventPayload, formStateOf } from './event-form-values';

const filled = {
	...EMPTY_EVENT_FORM,
	title: 'Noche de merengue',
	location: 'Zona Colonial',
	startsAt: '2026-12-05T19:00',
	endsAt: '2026-12-05T23:30',
	link: 'https://example.com/merengue',
	description: 'Música en vivo.',
	imageId: 'abcdefgh1234',
	profileId: '7',
};

describe('event form values', () => {
	it('sends the Santo Domingo wall time typed as its UTC instant (UTC-4)', () => {
		const payload = eventPayload(filled);
		expect(payload.startsAt).toBe('2026-12-05T23:00:00.000Z');
		// 23:30 in Santo Domingo is 03:30 UTC the next day.
		expect(payload.endsAt).toBe('2026-12-06T03:30:00.000Z');
		expect(payload.profileId).toBe(7);
		expect(eventInput.safeParse(payload).success).toBe(true);
	});

	it('shows a stored event in Santo Domingo wall time again', () => {
		const event = {
			id: 3,
			title: 'Noche de merengue',
			location: 'Zona Colonial',
			startsAt: '2026-12-05T23:00:00.000Z',
			endsAt: '2026-12-06T03:30:00.000Z',
			link: 'https://example.com/merengue',
			description: 'Música en vivo.',
			imageId: 'abcdefgh1234',
			repeatsYearly: true,
			interestedCount: 0,
			interested: false,
			mine: true,
			business: { profileId: 7, kind: 'business', title: 'Café del Conde', imageId: null },
			ownerName: 'María',
		} satisfies EventView;
		expect(formStateOf(event)).toEqual({ ...filled, repeatsYearly: true });
	});

	it('leaves empty or partial times and a missing profile for the schema to call required', () => {
		const payload = eventPayload({ ...filled, startsAt: '', endsAt: '2026-12-05', profileId: null });
		expect(payload).toMatchObject({ startsAt: '', endsAt: '2026-12-05', profileId: null });
		// The form's resolver: the first message of each field.
		expect(schemaResolver(eventInput, { sync: true })(payload)).toMatchObject({
			startsAt: 'calendar.errors.startRequired',
			endsAt: 'calendar.errors.endInvalid',
			profileId: 'calendar.errors.profileRequired',
		});
	});

	it('reports an end before the start under the end', () => {
		const result = eventInput.safeParse(eventPayload({ ...filled, endsAt: '2026-12-05T18:00' }));
		expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
			['endsAt', 'calendar.errors.endBeforeStart'],
		]);
	});
});
