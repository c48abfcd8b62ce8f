import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { EventForm } from './event-form';
import { EMPTY_EVENT_FORM, type EventFormState } from './event-form-values';

beforeAll(prepareWebTests);
beforeEach(() => changeLanguage('es'));
afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

const FILLED: EventFormState = {
	...EMPTY_EVENT_FORM,
	title: 'Noche de merengue',
	location: 'Zona Colonial',
	startsAt: '2026-12-05T19:00',
	endsAt: '2026-12-05T23:30',
	link: 'https://example.com/merengue',
	description: 'Música en vivo.',
	imageId: 'abcdefgh1234',
};

const PROFILES = [{ id: 7, title: 'Café del Conde', kind: 'business' as const }];

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server at the network boundary, refusing every save as the events gate does. */
function stubRefusingServer() {
	const saves: unknown[] = [];
	vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
		if (init?.method === 'POST') saves.push(JSON.parse(String(init.body)));
		const data = {
			code: 'FORBIDDEN',
			httpStatus: 403,
			i18nKey: 'calendar.errors.actionNotAllowed',
			params: {},
			fieldErrors: {},
		};
		return json({ error: { message: data.i18nKey, code: -32003, data } }, 403);
	});
	return saves;
}

async function renderForm(initialValues: EventFormState) {
	const onSaved = vi.fn();
	await renderRoute(() => (
		<EventForm initialValues={initialValues} profiles={PROFILES} onSaved={onSaved} onCancel={() => {}} />
	));
	return onSaved;
}

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

describe('EventForm', () => {
	it('sends the Santo Domingo time typed as UTC, and keeps every value when the server refuses', async () => {
		const saves = stubRefusingServer();
		const onSaved = await renderForm(FILLED);
		await act(async () => {
			fireEvent.change(screen.getByTestId('event-title'), { target: { value: 'Noche de bachata' } });
		});
		await act(async () => fireEvent.click(screen.getByTestId('event-submit')));

		const alert = await screen.findByTestId('event-form-error');
		expect(alert.textContent).toContain('Acción no permitida');
		expect(alert.querySelector('a')?.getAttribute('href')).toBe('/pricingTable');
		expect(saves).toEqual([
			{
				title: 'Noche de bachata',
				location: 'Zona Colonial',
				startsAt: '2026-12-05T23:00:00.000Z',
				endsAt: '2026-12-06T03:30:00.000Z',
				link: 'https://example.com/merengue',
				description: 'Música en vivo.',
				imageId: 'abcdefgh1234',
				repeatsYearly: false,
				// The one profile the user can post as, chosen already.
				profileId: 7,
			},
		]);
		expect(onSaved).not.toHaveBeenCalled();
		expect(value('event-title')).toBe('Noche de bachata');
		expect(value('event-starts')).toBe('2026-12-05T19:00');
		expect(value('event-ends')).toBe('2026-12-05T23:30');
		expect(value('event-description')).toBe('Música en vivo.');
	});

	it('checks the shared schema first: translated messages under the fields, nothing sent, values kept', async () => {
		const saves = stubRefusingServer();
		await renderForm({ ...FILLED, endsAt: '2026-12-05T18:00', link: 'javascript:alert(1)', imageId: null });
		await act(async () => fireEvent.click(screen.getByTestId('event-submit')));

		await waitFor(() => expect(screen.getByText('El fin debe ser posterior al inicio.')).toBeTruthy());
		expect(screen.getByText('El enlace debe empezar por http:// o https://.')).toBeTruthy();
		expect(screen.getByTestId('event-image-error').textContent).toBe('Añade una imagen del evento.');
		expect(saves).toHaveLength(0);
		expect(value('event-title')).toBe('Noche de merengue');
		expect(value('event-ends')).toBe('2026-12-05T18:00');
	});
});
