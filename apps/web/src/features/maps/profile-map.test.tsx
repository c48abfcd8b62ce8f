import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { ProfileMap } from './index';

beforeAll(async () => {
	await prepareWebTests();
	await import('./profile-map');
});
// happy-dom lays nothing out, so nothing ever comes near the screen: without an observer, the map
// (which waits to be near the screen, lib/load-when-near.tsx) loads at once.
beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
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

describe('<ProfileMap> (Spanish)', () => {
	it('shows the place with a marker and opens directions on OpenStreetMap in a new tab', async () => {
		stubServer({
			status: 200,
			body: { result: { data: { tileUrl: 'data:,{z}{x}{y}', attribution: '© OpenStreetMap' } } },
		});
		await renderRoute(() => <ProfileMap lat={18.4734} lng={-69.8849} title="Café Colonial" />, queryClient);
		const map = await screen.findByTestId('profile-map');
		// The tiles, then the marker, each a step after the map (useSteps).
		await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
		expect(map.querySelectorAll('.leaflet-layer')).toHaveLength(1);
		expect(map.querySelector('.leaflet-marker-icon')?.getAttribute('title')).toBe('Café Colonial');
		expect(map.querySelector('.leaflet-container')?.getAttribute('aria-label')).toBe('Mapa de Café Colonial');
		const link = screen.getByTestId('directions-link');
		expect(link.textContent?.trim()).toBe('Cómo llegar');
		expect(link.getAttribute('target')).toBe('_blank');
		expect(link.getAttribute('rel')).toBe('noopener noreferrer');
		expect(link.getAttribute('href')).toBe(
			'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=%3B18.4734%2C-69.8849',
		);
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
