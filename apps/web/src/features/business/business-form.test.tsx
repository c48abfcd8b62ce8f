import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { BusinessForm } from './business-form';
import { type BusinessFormValues, EMPTY_BUSINESS_FORM } from './business-form-values';

beforeAll(async () => {
	await prepareWebTests();
	// happy-dom has no document.fonts, which Mantine's autosizing Textarea listens to.
	if (!('fonts' in document))
		Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
	// The picker loads Leaflet lazily; loading it once here keeps that out of each test's wait.
	await import('../maps/location-picker');
});
beforeEach(() => changeLanguage('es'));
afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

const STORED: BusinessFormValues = {
	...EMPTY_BUSINESS_FORM,
	title: 'Café del Conde',
	about: 'Café y repostería.',
	tags: ['café'],
	categorySlug: 'bakeries-and-pastry-shops',
	ownerName: 'María Gómez',
	ownerDescription: 'Repostera desde 1998.',
	website: 'https://cafedelconde.do',
	phone: '+18095551234',
	address: 'Calle El Conde 101',
	lat: 18.4733,
	lng: -69.884,
	hours: [{ weekday: 5, opens: '20:00', closes: '02:00' }],
};

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const QUERY_ANSWERS: Record<string, unknown> = {
	'business.categories': [
		{ slug: 'bakeries-and-pastry-shops', nameEs: 'Panaderías y reposterías', nameEn: 'Bakeries and pastry shops' },
	],
	'maps.config': { tileUrl: 'data:,{z}{x}{y}', attribution: 'Tiles' },
	'directory.places': [
		{
			slug: 'distrito-nacional',
			name: 'Distrito Nacional',
			municipalities: [{ slug: 'santo-domingo-de-guzman', name: 'Santo Domingo de Guzmán' }],
		},
	],
};

/**
 * The server at the network boundary: queries answered from QUERY_ANSWERS (batched as the client
 * sends them), and every save refused as the server refuses a category it does not know.
 */
function stubServer() {
	const saves: unknown[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(String(input), 'http://edge.test');
		const paths = url.pathname.replace('/api/trpc/', '').split(',');
		if (init?.method === 'POST') {
			saves.push(JSON.parse(String(init.body)));
			return json(
				{
					error: {
						message: 'business.validation.categoryUnknown',
						code: -32600,
						data: {
							code: 'BAD_REQUEST',
							httpStatus: 400,
							i18nKey: 'business.validation.categoryUnknown',
							params: {},
							fieldErrors: { categorySlug: ['business.validation.categoryUnknown'] },
						},
					},
				},
				400,
			);
		}
		return json(paths.map((path) => ({ result: { data: QUERY_ANSWERS[path] } })));
	});
	return saves;
}

async function renderForm(initialValues: BusinessFormValues, profileId?: number) {
	const saved = vi.fn();
	await renderRoute(() => (
		<BusinessForm profileId={profileId} initialValues={initialValues} onSaved={saved} onCancel={() => {}} />
	));
	return saved;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('BusinessForm', () => {
	it('keeps every typed value when the server refuses the save, and shows its error under the field', async () => {
		const saves = stubServer();
		const onSaved = await renderForm(STORED, 12);
		await act(async () => {
			fireEvent.change(screen.getByTestId('business-title'), { target: { value: 'Café del Conde II' } });
			fireEvent.change(screen.getByTestId('business-about'), { target: { value: 'Ahora con terraza.' } });
		});
		await act(async () => fireEvent.click(screen.getByTestId('business-submit')));

		const category = screen.getByTestId('business-category');
		await waitFor(() => expect(category.getAttribute('aria-invalid')).toBe('true'));
		// The field's own error, which the input names as its description.
		const describedBy = category.getAttribute('aria-describedby')?.split(' ') ?? [];
		const described = describedBy.map((id) => document.getElementById(id)?.textContent);
		expect(described).toContain('Elige una categoría de la lista');
		expect(saves).toHaveLength(1);
		expect(saves[0]).toMatchObject({ id: 12, title: 'Café del Conde II', about: 'Ahora con terraza.' });
		expect(onSaved).not.toHaveBeenCalled();
		expect((screen.getByTestId('business-title') as HTMLInputElement).value).toBe('Café del Conde II');
		expect((screen.getByTestId('business-about') as HTMLTextAreaElement).value).toBe('Ahora con terraza.');
		expect(field('Teléfono').value).toBe('+18095551234');
		expect(screen.getByTestId('hours-5-0-closes')).toHaveProperty('value', '02:00');
		expect(screen.getByTestId('business-form-error').textContent).toContain('Elige una categoría de la lista');
	});

	it('checks the shared schema before sending: translated messages, nothing sent, values kept', async () => {
		const saves = stubServer();
		await renderForm({ ...EMPTY_BUSINESS_FORM, title: 'Colmado Doña Ana', phone: '809-555' });
		await act(async () => fireEvent.click(screen.getByTestId('business-submit')));

		await waitFor(() => expect(screen.getByText('demasiado corto')).toBeTruthy());
		expect(screen.getByText('Añade al menos una etiqueta')).toBeTruthy();
		expect(screen.getByTestId('business-location-error').textContent).toBe('Marca la ubicación en el mapa');
		expect(saves).toHaveLength(0);
		expect((screen.getByTestId('business-title') as HTMLInputElement).value).toBe('Colmado Doña Ana');
	});

	it('offers the payment methods accepted as a multi-select, keeps the stored ones and sends them', async () => {
		const saves = stubServer();
		await renderForm({ ...STORED, paymentMethods: ['card'] }, 12);
		const methods = screen.getByTestId('business-payment-methods');
		expect(screen.getByLabelText('Métodos de pago aceptados', { selector: 'input:not([type=hidden])' })).toBe(methods);
		// The stored method as a pill (beside the tags'), the others not chosen.
		const pills = [...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
		expect(pills).toEqual(['café', 'Tarjeta']);
		await act(async () => fireEvent.click(screen.getByTestId('business-submit')));
		await waitFor(() => expect(saves).toHaveLength(1));
		expect(saves[0]).toMatchObject({ id: 12, paymentMethods: ['card'] });
	});

	it('offers the plans when the server refuses a second business profile', async () => {
		vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
			if (init?.method !== 'POST') {
				const paths = new URL(String(input), 'http://edge.test').pathname.replace('/api/trpc/', '').split(',');
				return json(paths.map((path) => ({ result: { data: QUERY_ANSWERS[path] } })));
			}
			const data = {
				code: 'FORBIDDEN',
				httpStatus: 403,
				i18nKey: 'directory.multiProfileRequired',
				params: {},
				fieldErrors: {},
			};
			return json({ error: { message: data.i18nKey, code: -32003, data } }, 403);
		});
		await renderForm(STORED);
		await act(async () => fireEvent.click(screen.getByTestId('business-submit')));
		const alert = await screen.findByTestId('business-form-error');
		expect(alert.textContent).toContain('necesitas el plan Negocio Multiperfil Premium');
		expect(alert.querySelector('a')?.getAttribute('href')).toBe('/pricingTable');
		expect((screen.getByTestId('business-title') as HTMLInputElement).value).toBe('Café del Conde');
	});
});
