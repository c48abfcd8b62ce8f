import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { RestaurantForm } from './restaurant-form';
import type { RestaurantView } from './restaurant-types';

beforeAll(async () => {
	await prepareWebTests();
	// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it.
	if (!document.fonts) {
		Object.defineProperty(document, 'fonts', {
			value: { addEventListener: () => {}, removeEventListener: () => {} },
			configurable: true,
		});
	}
	await import('../maps/location-picker');
});
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const RESTAURANT: RestaurantView = {
	id: 7,
	ownerId: 'u1',
	isOwner: true,
	title: 'La Casita',
	description: 'Comida criolla',
	address: 'Calle El Conde 105',
	city: 'Santo Domingo',
	province: null,
	municipalitySlug: null,
	provinceSlug: null,
	lat: null,
	lng: null,
	phone: null,
	cuisine: { slug: 'dominican-cuisine', es: 'Comida criolla', en: 'Dominican cuisine' },
	jobType: { slug: 'waiter', es: 'Camarero', en: 'Waiter' },
	imageId: null,
	bannerId: null,
	verified: false,
	ratingCount: 0,
	ratingAverage: null,
	hours: [],
	openingStatus: { state: 'none' },
	menus: [],
	offers: [],
	highlights: [],
	slides: [],
};

const OPTIONS = {
	cuisines: [{ slug: 'dominican-cuisine', es: 'Comida criolla', en: 'Dominican cuisine' }],
	jobTypes: [{ slug: 'waiter', es: 'Camarero', en: 'Waiter' }],
};

const MAP_CONFIG = { tileUrl: 'data:,{z}{x}{y}', attribution: 'Tiles' };

const PLACES = [
	{
		slug: 'distrito-nacional',
		name: 'Distrito Nacional',
		municipalities: [{ slug: 'santo-domingo-de-guzman', name: 'Santo Domingo de Guzmán' }],
	},
];
const ANSWERS: Record<string, unknown> = { 'restaurant.formOptions': OPTIONS, 'directory.places': PLACES };

/** The server: reference lists for the pickers, and restaurant.update answering `update`. */
function stubServer(update: { status: number; body: unknown }) {
	const sent: unknown[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = String(input);
		const json = (status: number, body: unknown) =>
			new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
		if (url.includes('restaurant.update')) {
			sent.push(JSON.parse(String(init?.body)));
			return json(update.status, update.body);
		}
		// Batched queries: one answer per path, in order (the form asks for its lists and the map's tiles).
		const paths = (new URL(url, 'http://localhost').pathname.split('/').pop() ?? '').split(',');
		return json(
			200,
			paths.map((path) => ({ result: { data: ANSWERS[path] ?? MAP_CONFIG } })),
		);
	});
	return sent;
}

const refusal = (status: number, code: string, i18nKey: string, fieldErrors: Record<string, string[]> = {}) => ({
	error: { code: -32600, message: i18nKey, data: { code, httpStatus: status, i18nKey, params: {}, fieldErrors } },
});

async function renderForm() {
	const onSaved = vi.fn();
	await renderRoute(() => <RestaurantForm restaurant={RESTAURANT} onSaved={onSaved} />, queryClient);
	return onSaved;
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('restaurant form', () => {
	it('keeps what was typed when the server refuses a field, and shows the error under it', async () => {
		const sent = stubServer({
			status: 400,
			body: refusal(400, 'BAD_REQUEST', 'errors.badRequest', { phone: ['validation.phone.invalid'] }),
		});
		const onSaved = await renderForm();
		fireEvent.change(field('restaurant-title'), { target: { value: 'La Casita Nueva' } });
		fireEvent.change(field('restaurant-description'), { target: { value: 'Ahora con terraza' } });
		fireEvent.click(screen.getByTestId('restaurant-submit'));

		await waitFor(() => expect(sent).toHaveLength(1));
		expect(sent[0]).toMatchObject({ id: 7, title: 'La Casita Nueva', description: 'Ahora con terraza' });
		expect(await screen.findByText('Introduce un número de teléfono válido, por ejemplo 809-555-1234')).toBeTruthy();
		expect(field('restaurant-title').value).toBe('La Casita Nueva');
		expect(field('restaurant-description').value).toBe('Ahora con terraza');
		expect(onSaved).not.toHaveBeenCalled();
	});

	it('keeps what was typed when saving fails on the server', async () => {
		const sent = stubServer({ status: 500, body: refusal(500, 'INTERNAL_SERVER_ERROR', 'errors.generic') });
		await renderForm();
		fireEvent.change(field('restaurant-address'), { target: { value: 'Av. Winston Churchill 12' } });
		fireEvent.click(screen.getByTestId('restaurant-submit'));
		await waitFor(() => expect(sent).toHaveLength(1));
		await waitFor(() => expect(screen.getByTestId('restaurant-submit').getAttribute('data-loading')).toBeNull());
		expect(field('restaurant-address').value).toBe('Av. Winston Churchill 12');
	});

	it('checks required fields in the browser before sending anything', async () => {
		const sent = stubServer({ status: 200, body: { result: { data: { id: 7 } } } });
		await renderForm();
		fireEvent.change(field('restaurant-description'), { target: { value: '' } });
		fireEvent.click(screen.getByTestId('restaurant-submit'));
		expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
		expect(sent).toHaveLength(0);
	});
});
