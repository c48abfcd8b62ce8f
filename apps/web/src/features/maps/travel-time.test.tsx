import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { TravelTime } from './index';

beforeAll(async () => {
	await prepareWebTests();
	// The wrapper loads the component lazily; loading it once here keeps that out of each test's wait.
	await import('./travel-time');
});
afterAll(() => changeLanguage('es'));
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
	Reflect.deleteProperty(navigator, 'geolocation');
});

/** The browser's geolocation: refuses like a visitor pressing "Block", or gives a position. */
function stubGeolocation(outcome: 'refuse' | { lat: number; lng: number }) {
	const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
		if (outcome === 'refuse') {
			failure?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1 } as GeolocationPositionError);
		} else {
			success({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
		}
	});
	Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
	return getCurrentPosition;
}

/** The server as tRPC's batch link calls it; maps.travelTime answers `answer`. */
function stubServer(answer: { status: number; body: unknown }) {
	const urls: string[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
		const url = String(input);
		urls.push(url);
		return new Response(JSON.stringify([answer.body]), {
			status: answer.status,
			headers: { 'content-type': 'application/json' },
		});
	});
	return urls;
}

async function renderTravelTime(button = '¿Cuánto tardo en llegar?') {
	await renderRoute(
		() => (
			<>
				<Notifications />
				<TravelTime profileId={7} />
			</>
		),
		queryClient,
	);
	return screen.findByRole('button', { name: button });
}

describe('<TravelTime> (Spanish)', () => {
	it("shows 'Error getting your location' when the browser refuses, and asks the server nothing", async () => {
		stubGeolocation('refuse');
		const urls = stubServer({ status: 200, body: { result: { data: null } } });
		fireEvent.click(await renderTravelTime());
		expect((await screen.findByTestId('location-error')).textContent).toBe('Error al obtener tu ubicación');
		// The same text as a notification (top right, 4.5 s), as the spec's error catalogue has it.
		await waitFor(() => expect(screen.getAllByText('Error al obtener tu ubicación')).toHaveLength(2));
		expect(urls.filter((url) => url.includes('maps.travelTime'))).toEqual([]);
	});

	it('asks the position only when pressed, then shows minutes and kilometres', async () => {
		const getCurrentPosition = stubGeolocation({ lat: 18.4861234, lng: -69.9312 });
		const urls = stubServer({
			status: 200,
			body: { result: { data: { minutes: 14, distanceKm: 6.6, source: 'estimate' } } },
		});
		const button = await renderTravelTime();
		expect(getCurrentPosition).not.toHaveBeenCalled();
		fireEvent.click(button);
		expect((await screen.findByTestId('travel-time-result')).textContent).toBe('Unos 14 min en carro (6,6 km)');
		expect(screen.getByText('Estimación según la distancia en línea recta.')).toBeTruthy();
		const call = urls.find((url) => url.includes('maps.travelTime')) ?? '';
		const input = JSON.parse(new URL(call, 'http://x').searchParams.get('input') ?? '{}');
		expect(input).toEqual({ 0: { from: { lat: 18.486123, lng: -69.9312 }, profileId: 7 } });
	});

	it("shows the server's translated refusal (a profile without a location)", async () => {
		stubGeolocation({ lat: 18.48, lng: -69.93 });
		stubServer({
			status: 400,
			body: {
				error: {
					code: -32600,
					message: 'maps.profileHasNoLocation',
					data: {
						code: 'BAD_REQUEST',
						httpStatus: 400,
						i18nKey: 'maps.profileHasNoLocation',
						params: {},
						fieldErrors: {},
					},
				},
			},
		});
		fireEvent.click(await renderTravelTime());
		await waitFor(() =>
			expect(screen.getByTestId('travel-time-error').textContent).toBe('Este perfil no tiene una ubicación en el mapa'),
		);
	});
});

describe('<TravelTime> from an hour on', () => {
	const answer = (minutes: number, distanceKm: number) => ({
		status: 200,
		body: { result: { data: { minutes, distanceKm, source: 'estimate' } } },
	});

	it('writes hours and the minutes past them, in Spanish', async () => {
		await changeLanguage('es');
		stubGeolocation({ lat: 18.4734, lng: -69.8849 });
		stubServer(answer(141, 183.7));
		fireEvent.click(await renderTravelTime());
		expect((await screen.findByTestId('travel-time-result')).textContent).toBe('Unos 2 h 21 min en carro (183,7 km)');
	});

	it('and in English, whole hours without minutes', async () => {
		await changeLanguage('en');
		stubGeolocation({ lat: 18.4734, lng: -69.8849 });
		stubServer(answer(120, 160));
		fireEvent.click(await renderTravelTime('How long to get there?'));
		expect((await screen.findByTestId('travel-time-result')).textContent).toBe('About 2 h by car (160 km)');
	});

	it('keeps minutes alone under an hour', async () => {
		await changeLanguage('en');
		stubGeolocation({ lat: 18.4734, lng: -69.8849 });
		stubServer(answer(59, 40.2));
		fireEvent.click(await renderTravelTime('How long to get there?'));
		expect((await screen.findByTestId('travel-time-result')).textContent).toBe('About 59 min by car (40.2 km)');
	});
});
