import { foldWord } from '@edge/api/fold-word';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { PlaceSelects, type PlaceValue } from './place-selects';

beforeAll(prepareWebTests);
beforeEach(() => changeLanguage('es'));
afterAll(() => changeLanguage('es'));
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const place = (name: string, aliases: string[] = []) => ({ slug: foldWord(name).replaceAll(' ', '-'), name, aliases });

/** directory.places as the server answers it, for four provinces (dominican-places.ts). */
const PLACES = [
	{
		...place('Distrito Nacional', ['DN', 'D.N.', 'Distrito', 'National District']),
		municipalities: [place('Santo Domingo de Guzmán', ['Santo Domingo', 'Distrito Nacional', 'Distrito', 'DN'])],
	},
	{
		...place('La Altagracia'),
		municipalities: [
			place('Higüey', ['Salvaleón de Higüey', 'Punta Cana', 'Bávaro', 'Verón', 'Verón Punta Cana', 'Cap Cana']),
			place('San Rafael del Yuma', ['Bayahíbe', 'Boca de Yuma']),
		],
	},
	{
		...place('Santiago'),
		municipalities: [place('Santiago de los Caballeros', ['Santiago']), place('Tamboril')],
	},
	{
		...place('Santo Domingo'),
		municipalities: [place('Santo Domingo Este', ['SDE', 'SD Este']), place('Boca Chica')],
	},
];

function stubServer() {
	vi.stubGlobal(
		'fetch',
		async () =>
			new Response(JSON.stringify([{ result: { data: PLACES } }]), {
				status: 200,
				headers: { 'content-type': 'application/json' },
			}),
	);
}

/** A form holding the place, as the profile forms do; records every change. */
function Form({ changes }: { changes: PlaceValue[] }) {
	const [value, setValue] = useState<PlaceValue>({ province: '', city: '' });
	return (
		<PlaceSelects
			value={value}
			onChange={(next) => {
				changes.push(next);
				setValue(next);
			}}
			testId="place"
		/>
	);
}

async function renderPickers() {
	stubServer();
	const changes: PlaceValue[] = [];
	await renderRoute(() => <Form changes={changes} />, queryClient);
	const province = screen.getByTestId('place-province') as HTMLInputElement;
	const city = screen.getByTestId('place-city') as HTMLInputElement;
	// The pickers wait for directory.places.
	await waitFor(() => expect(city.disabled).toBe(false));
	return { province, city, changes };
}

/** Types into a picker as a person does: into the focused field (Mantine's Select reads nothing else). */
async function type(input: HTMLInputElement, text: string) {
	await act(async () => {
		input.focus();
		fireEvent.change(input, { target: { value: text } });
	});
}

/** The options the open list shows (in its portal, mid-transition to testing-library's eyes). */
const options = () => [...document.querySelectorAll('[role="option"]')];
const optionNames = () => options().map((option) => option.textContent);

/** Presses the open list's option of that text. */
async function choose(text: string) {
	const option = options().find((item) => item.textContent === text);
	if (!option) throw new Error(`no option ${text} in ${optionNames().join(', ')}`);
	await act(async () => fireEvent.click(option));
}

describe('<PlaceSelects> find places as people type them', () => {
	it('"Higuey", without its accent, finds Higüey', async () => {
		const { city } = await renderPickers();
		await type(city, 'Higuey');
		expect(optionNames()).toEqual(['Higüey']);
		await type(city, 'HIGÜ');
		expect(optionNames()).toEqual(['Higüey']);
	});

	it('"Punta Cana" finds Higüey by its other name and says so, and choosing it fills La Altagracia', async () => {
		const { city, province, changes } = await renderPickers();
		await type(city, 'punta cana');
		expect(optionNames()).toEqual(['Higüey (Punta Cana)']);
		await choose('Higüey (Punta Cana)');
		expect(changes.at(-1)).toEqual({ province: 'la-altagracia', city: 'higuey' });
		// The field shows the place's own name.
		await waitFor(() => expect(city.value).toBe('Higüey'));
		expect(province.value).toBe('La Altagracia');
	});

	it('finds the other names people use: Bávaro, SDE, Santiago, DN', async () => {
		const { city, province } = await renderPickers();
		await type(city, 'bavaro');
		expect(optionNames()).toEqual(['Higüey (Bávaro)']);
		await type(city, 'sde');
		expect(optionNames()).toEqual(['Santo Domingo Este (SDE)']);
		await type(city, 'Santiago');
		expect(optionNames()).toEqual(['Santiago de los Caballeros']);
		await type(province, 'dn');
		expect(optionNames()).toEqual(['Distrito Nacional (DN)']);
	});

	it('finds a province by the whole name of one of its municipalities', async () => {
		const { province } = await renderPickers();
		await type(province, 'Punta Cana');
		expect(optionNames()).toEqual(['La Altagracia (Punta Cana)']);
		await type(province, 'Higuey');
		expect(optionNames()).toEqual(['La Altagracia (Higüey)']);
	});

	it('says no such municipality or province when nothing matches, in Spanish', async () => {
		const { city, province } = await renderPickers();
		await type(city, 'Gotham');
		expect(optionNames()).toEqual([]);
		expect(screen.getByText('No encontramos ese municipio')).toBeTruthy();
		expect(screen.queryByText('No se encontraron perfiles que coincidan')).toBeNull();
		await type(province, 'Narnia');
		expect(screen.getByText('No encontramos esa provincia')).toBeTruthy();
	});

	it('and in English, naming the province chosen', async () => {
		await changeLanguage('en');
		const { city, province } = await renderPickers();
		await type(city, 'Gotham');
		expect(screen.getByText('No municipality by that name')).toBeTruthy();
		await type(province, 'Narnia');
		expect(screen.getByText('No province by that name')).toBeTruthy();
		await type(province, 'Santiago');
		await choose('Santiago');
		await type(city, 'Higuey');
		expect(screen.getByText('No municipality by that name in Santiago')).toBeTruthy();
	});
});
