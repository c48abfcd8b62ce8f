import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { ProfileMap } from './index';

beforeAll(async () => {
	await prepareWebTests();
	await import('./profile-map');
});
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

function stubServer(answer: { status: number; body: unknown }) {
	vi.stubGlobal(
		'fetch',
		async () =>
			new Response(JSON.stringify([answer.body]), {
				status: answer.status,
				headers: { 'content-type': 'application/json' },
			}),
	);
}

const SETTINGS = {
	tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
	attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

describe('<ProfileMap> (Spanish)', () => {
	it('shows the place as a preview of tiles, without Leaflet, and directions on OpenStreetMap in a new tab', async () => {
		stubServer({ status: 200, body: { result: { data: SETTINGS } } });
		await renderRoute(() => <ProfileMap lat={18.4734} lng={-69.8849} title="Café Colonial" />, queryClient);
		const preview = await screen.findByTestId('profile-map-preview');
		// The Colonial Zone at the profile's zoom (15) is tile 10022/14672, at the middle of the map.
		const tiles = [...preview.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
		expect(tiles.map((tile) => tile.getAttribute('src'))).toContain('https://b.tiles.example/15/10022/14672.png');
		expect(tiles.length).toBeGreaterThanOrEqual(4);
		expect(preview.querySelector('.leaflet-container')).toBeNull();
		expect(preview.textContent).toContain('OpenStreetMap');
		expect(preview.querySelector('a')?.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
		expect(screen.getByRole('button', { name: 'Explorar el mapa de Café Colonial' })).toBeTruthy();
		const link = screen.getByTestId('directions-link');
		expect(link.textContent?.trim()).toBe('Cómo llegar');
		expect(link.getAttribute('target')).toBe('_blank');
		expect(link.getAttribute('rel')).toBe('noopener noreferrer');
		expect(link.getAttribute('href')).toBe(
			'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=%3B18.4734%2C-69.8849',
		);
	});

	it('opens the live map at the same place when pressed, focused when pressed from the keyboard', async () => {
		stubServer({ status: 200, body: { result: { data: SETTINGS } } });
		await renderRoute(() => <ProfileMap lat={18.4734} lng={-69.8849} title="Café Colonial" />, queryClient);
		// Enter or Space on a button is a click with no pointer behind it (detail 0).
		fireEvent.click(await screen.findByRole('button', { name: 'Explorar el mapa de Café Colonial' }), { detail: 0 });
		const map = await screen.findByTestId('profile-map');
		// The tiles, then the marker, each a step after the map (useSteps).
		await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
		expect(map.querySelectorAll('.leaflet-layer')).toHaveLength(1);
		expect(map.querySelector('.leaflet-marker-icon')?.getAttribute('title')).toBe('Café Colonial');
		const container = map.querySelector<HTMLElement>('.leaflet-container');
		expect(container?.getAttribute('aria-label')).toBe('Mapa de Café Colonial');
		expect(document.activeElement).toBe(container);
		expect(screen.queryByTestId('profile-map-preview')).toBeNull();
		expect(screen.getByTestId('directions-link')).toBeTruthy();
	});

	it('leaves the focus where it was when pressed with the pointer', async () => {
		stubServer({ status: 200, body: { result: { data: SETTINGS } } });
		await renderRoute(() => <ProfileMap lat={18.4734} lng={-69.8849} title="Café Colonial" />, queryClient);
		fireEvent.click(await screen.findByTestId('profile-map-explore'), { detail: 1 });
		const map = await screen.findByTestId('profile-map');
		await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
		expect(document.activeElement).not.toBe(map.querySelector('.leaflet-container'));
	});

	it('offers a retry when the map settings cannot be read', async () => {
		stubServer({
			status: 500,
			body: {
				error: { code: -32603, message: 'errors.generic', data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
			},
		});
		await renderRoute(() => <ProfileMap lat={18.4734} lng={-69.8849} title="Café Colonial" />, queryClient);
		expect(
			await screen.findByText('No se pudo cargar el mapa. Inténtalo de nuevo.', {}, { timeout: 5000 }),
		).toBeTruthy();
		expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
	});
});
