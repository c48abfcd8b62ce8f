import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { type LatLng, LocationPicker } from './index';
import { SANTO_DOMINGO } from './lat-lng';

beforeAll(async () => {
	await prepareWebTests();
	// The wrapper loads Leaflet lazily; loading it once here keeps that out of each test's wait.
	await import('./location-picker');
});
afterAll(() => changeLanguage('es'));
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
	Reflect.deleteProperty(navigator, 'geolocation');
});

function stubGeolocation(outcome: 'refuse' | 'unsupported' | LatLng) {
	if (outcome === 'unsupported') return;
	const getCurrentPosition = (success: PositionCallback, failure?: PositionErrorCallback | null) => {
		if (outcome === 'refuse') {
			failure?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1 } as GeolocationPositionError);
		} else {
			success({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
		}
	};
	Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

/** maps.config as the server answers it (tiles from a host the test never reaches). */
function stubServer() {
	vi.stubGlobal(
		'fetch',
		async () =>
			new Response(JSON.stringify([{ result: { data: { tileUrl: 'data:,{z}{x}{y}', attribution: 'Tiles' } } }]), {
				status: 200,
				headers: { 'content-type': 'application/json' },
			}),
	);
}

/** A form field holding the value, as the profile forms do; records every change. */
function Field({ initial, changes }: { initial: LatLng | null; changes: LatLng[] }) {
	const [value, setValue] = useState<LatLng | null>(initial);
	return (
		<LocationPicker
			value={value}
			onChange={(next) => {
				changes.push(next);
				setValue(next);
			}}
		/>
	);
}

/** A form whose value arrives after the map is shown, as an edit form filled once the profile loads. */
function LateValueForm({ late }: { late: LatLng }) {
	const [value, setValue] = useState<LatLng | null>(null);
	return (
		<>
			<button type="button" onClick={() => setValue(late)}>
				fill
			</button>
			<LocationPicker value={value} onChange={setValue} />
		</>
	);
}

async function renderPicker(initial: LatLng | null = null) {
	const changes: LatLng[] = [];
	await renderRoute(() => <Field initial={initial} changes={changes} />, queryClient);
	await screen.findByTestId('location-picker');
	return changes;
}

describe('<LocationPicker> (Spanish)', () => {
	it("shows 'Error getting your location' inline when the browser refuses, and keeps the value", async () => {
		stubServer();
		stubGeolocation('refuse');
		const changes = await renderPicker({ lat: 18.5, lng: -69.9 });
		fireEvent.click(screen.getByTestId('use-my-location'));
		expect((await screen.findByTestId('location-error')).textContent).toBe('Error al obtener tu ubicación');
		expect(changes).toEqual([]);
		expect(screen.getByTestId('location-picker-value').textContent).toBe('Ubicación elegida: 18.50000, -69.90000');
	});

	it('says the same when the browser has no geolocation at all', async () => {
		stubServer();
		stubGeolocation('unsupported');
		await renderPicker();
		fireEvent.click(screen.getByTestId('use-my-location'));
		expect((await screen.findByTestId('location-error')).textContent).toBe('Error al obtener tu ubicación');
	});

	it("picks the browser's position, rounded to six decimals, and shows it", async () => {
		stubServer();
		stubGeolocation({ lat: 18.47341234, lng: -69.88499876 });
		const changes = await renderPicker();
		expect(screen.getByTestId('location-picker-value').textContent).toBe(
			'Haz clic en el mapa para elegir la ubicación o arrastra el marcador.',
		);
		fireEvent.click(screen.getByTestId('use-my-location'));
		await waitFor(() => expect(changes).toEqual([{ lat: 18.473412, lng: -69.884999 }]));
		expect(screen.getByTestId('location-picker-value').textContent).toBe('Ubicación elegida: 18.47341, -69.88500');
		expect(screen.queryByTestId('location-error')).toBeNull();
	});

	it("takes the map's centre for keyboard users (Santo Domingo when nothing is chosen)", async () => {
		stubServer();
		const changes = await renderPicker();
		const centre = screen.getByTestId('use-map-centre');
		await waitFor(() => expect(centre.hasAttribute('disabled')).toBe(false));
		fireEvent.click(centre);
		expect(changes).toEqual([SANTO_DOMINGO]);
	});

	it('picks the point clicked on the map', async () => {
		stubServer();
		const changes = await renderPicker();
		const map = screen.getByTestId('location-picker').querySelector('.leaflet-container');
		if (!map) throw new Error('no Leaflet map rendered');
		// happy-dom lays nothing out: the map is 0×0, so a click lands on its centre, give or take a pixel.
		fireEvent.click(map, { clientX: 0, clientY: 0 });
		expect(changes).toHaveLength(1);
		const [picked] = changes;
		expect(Math.abs((picked?.lat ?? 0) - SANTO_DOMINGO.lat)).toBeLessThan(0.001);
		expect(Math.abs((picked?.lng ?? 0) - SANTO_DOMINGO.lng)).toBeLessThan(0.001);
		expect(screen.getByTestId('location-picker-value').textContent).toMatch(
			/^Ubicación elegida: 18\.473\d\d, -69\.88\d{3}$/,
		);
		expect(screen.getByTestId('location-picker').querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
	});

	it('shows a value set from outside after the map appeared, with its marker', async () => {
		stubServer();
		await renderRoute(() => <LateValueForm late={{ lat: 19.4517, lng: -70.697 }} />, queryClient);
		const picker = await screen.findByTestId('location-picker');
		expect(picker.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
		fireEvent.click(screen.getByRole('button', { name: 'fill' }));
		await waitFor(() => expect(picker.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
		expect(screen.getByTestId('location-picker-value').textContent).toBe('Ubicación elegida: 19.45170, -70.69700');
	});
});

describe('<LocationPicker> (English)', () => {
	it('says the chosen place in English: its placeholders are not i18next options (an `lng` was read as the language)', async () => {
		await changeLanguage('en');
		stubServer();
		await renderPicker({ lat: 18.5, lng: -69.9 });
		expect(screen.getByTestId('location-picker-value').textContent).toBe('Chosen location: 18.50000, -69.90000');
		await changeLanguage('es');
	});
});
