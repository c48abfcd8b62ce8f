import {
	createMemoryHistory,
	createRootRoute,
	createRoute,
	createRouter,
	type RouterHistory,
} from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRouter } from '../../test/render-page';
import { DirectoryListing } from './directory-listing';
import type { FixedFilters } from './listing-search';
import { readListingSearch } from './listing-search';
import type { ProfileSummary } from './search-types';

beforeAll(prepareWebTests);
afterEach(() => {
	cleanup();
	queryClient.clear();
});
// Each test stubs fetch again; keeping a stub until the end means a suggestion still on its way
// when a test ends never reaches the network.
afterAll(() => vi.unstubAllGlobals());

const card = (id: number, title: string): ProfileSummary => ({
	id,
	kind: 'restaurant',
	title,
	about: 'Comida criolla',
	category: { slug: 'dominican-cuisine', es: 'Comida criolla', en: 'Dominican cuisine' },
	city: 'Baní',
	province: 'Peravia',
	imageId: null,
	verified: id === 1,
	promoted: id === 1,
	ratingCount: 2,
	ratingAverage: 4.5,
	openStatus: { state: 'open', alwaysOpen: false, closesAt: '22:00', closesInMinutes: 300 },
	distanceKm: 1.2,
	createdAt: 0,
	updatedAt: 0,
});

interface Call {
	path: string;
	input: Record<string, unknown>;
}

/** Answers tRPC batch GETs: directory.search from `pages` by cursor, everything else empty. */
function stubServer(pages: Record<string, { items: ProfileSummary[]; nextCursor: string | null }>) {
	const calls: Call[] = [];
	vi.stubGlobal('fetch', async (request: RequestInfo | URL) => {
		const url = new URL(String(request), 'http://localhost');
		const paths = url.pathname.replace('/api/trpc/', '').split(',');
		const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, Record<string, unknown>>;
		const results = paths.map((path, index) => {
			// tRPC adds the paging direction to an infinite query's input; the server ignores it.
			const { direction: _direction, ...input } = inputs[String(index)] ?? {};
			calls.push({ path, input });
			if (path === 'directory.search') return { result: { data: pages[String(input?.cursor ?? '')] } };
			if (path === 'directory.categoryOptions')
				return { result: { data: { categories: [], jobTypes: [], cuisines: [] } } };
			return { result: { data: [] } };
		});
		return new Response(JSON.stringify(results), { status: 200, headers: { 'content-type': 'application/json' } });
	});
	return calls;
}

async function renderListing(url: string, fixed: FixedFilters = { kind: 'restaurant' }): Promise<RouterHistory> {
	const rootRoute = createRootRoute();
	const listingRoute = createRoute({
		getParentRoute: () => rootRoute,
		path: '/',
		validateSearch: readListingSearch,
		component: function Listing() {
			const search = listingRoute.useSearch();
			const navigate = listingRoute.useNavigate();
			return (
				<DirectoryListing search={search} fixed={fixed} onSearchChange={(next) => void navigate({ search: next })} />
			);
		},
	});
	const history = createMemoryHistory({ initialEntries: [url] });
	const router = createRouter({ routeTree: rootRoute.addChildren([listingRoute]), history });
	await renderRouter(router, queryClient);
	return history;
}

const searchCalls = (calls: Call[]) => calls.filter((call) => call.path === 'directory.search');

describe('DirectoryListing', () => {
	it('searches with the filters read from the URL, the page fixing its kind', async () => {
		const calls = stubServer({ '': { items: [card(1, 'Casa Baní')], nextCursor: null } });
		await renderListing('/?q=caf%C3%A9&kind=business&city=Ban%C3%AD&open=true&rating=4&lat=18.28&lng=-70.33&radius=25');
		expect(await screen.findByText('Casa Baní')).toBeTruthy();
		expect(searchCalls(calls)[0]?.input).toEqual({
			q: 'café',
			kind: 'restaurant',
			city: 'Baní',
			openNow: true,
			minRating: 4,
			near: { lat: 18.28, lng: -70.33, radiusKm: 25 },
			limit: 24,
		});
		expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('café');
		expect(screen.getByTestId('promoted-badge').textContent).toBe('Promocionado');
		expect(screen.getByText('a 1.2 km', { exact: false })).toBeTruthy();
	});

	it('drops what cannot be a filter: an unknown kind, a rating out of range, half a position', async () => {
		const calls = stubServer({ '': { items: [], nextCursor: null } });
		await renderListing('/?rating=9&lat=18.2&radius=5&open=maybe');
		await screen.findByTestId('listing-empty');
		expect(searchCalls(calls)[0]?.input).toEqual({ kind: 'restaurant', limit: 24 });
		expect(screen.getByText('No se encontraron perfiles que coincidan')).toBeTruthy();
	});

	it('filters a listing of businesses by the payment methods they accept, and offers them only there', async () => {
		const calls = stubServer({ '': { items: [card(1, 'Colmado Baní')], nextCursor: null } });
		const history = await renderListing('/?kind=business&pay=transfer,cheque,card', {});
		await screen.findByText('Colmado Baní');
		expect(searchCalls(calls)[0]?.input).toEqual({ kind: 'business', paymentMethods: ['card', 'transfer'], limit: 24 });
		const chips = screen.getByRole('group', { name: 'Acepta' });
		expect(chips.textContent).toBe('EfectivoTarjetaTransferencia');
		expect((screen.getByLabelText('Tarjeta') as HTMLInputElement).checked).toBe(true);
		expect((screen.getByLabelText('Efectivo') as HTMLInputElement).checked).toBe(false);
		fireEvent.click(screen.getByLabelText('Efectivo'));
		await waitFor(() => expect(history.location.search).toContain('pay=cash%2Ccard%2Ctransfer'));
		await waitFor(() =>
			expect(searchCalls(calls).at(-1)?.input).toMatchObject({ paymentMethods: ['cash', 'card', 'transfer'] }),
		);
		cleanup();

		// A listing of restaurants neither offers nor sends them.
		const restaurants = stubServer({ '': { items: [card(1, 'Casa Baní')], nextCursor: null } });
		await renderListing('/?pay=card');
		await screen.findByText('Casa Baní');
		expect(searchCalls(restaurants)[0]?.input).toEqual({ kind: 'restaurant', limit: 24 });
		expect(screen.queryByTestId('filter-payment-methods')).toBeNull();
	});

	it('loads the next page with the cursor the server gave', async () => {
		const calls = stubServer({
			'': { items: [card(1, 'Primero')], nextCursor: 'c1' },
			c1: { items: [card(2, 'Segundo')], nextCursor: null },
		});
		await renderListing('/');
		await screen.findByText('Primero');
		fireEvent.click(screen.getByTestId('listing-load-more'));
		expect(await screen.findByText('Segundo')).toBeTruthy();
		expect(searchCalls(calls).at(-1)?.input).toMatchObject({ cursor: 'c1' });
		expect(screen.queryByTestId('listing-load-more')).toBeNull();
	});

	it('keeps the cards in order and in place across pages (the cards are taken over in groups)', async () => {
		const first = Array.from({ length: 6 }, (_, index) => card(index + 1, `Perfil ${index + 1}`));
		const next = Array.from({ length: 3 }, (_, index) => card(index + 7, `Perfil ${index + 7}`));
		stubServer({ '': { items: first, nextCursor: 'c1' }, c1: { items: next, nextCursor: null } });
		await renderListing('/');
		await screen.findByText('Perfil 6');
		const firstCard = screen.getAllByTestId('profile-card')[0];
		fireEvent.click(screen.getByTestId('listing-load-more'));
		await screen.findByText('Perfil 9');
		const cards = screen.getAllByTestId('profile-card');
		expect(cards.map((element) => element.textContent?.match(/Perfil \d+/)?.[0])).toEqual(
			[...first, ...next].map((profile) => profile.title),
		);
		// Every card a cell of the grid itself, and the first one the same element (not mounted anew).
		const grid = screen.getByTestId('listing-results');
		expect(cards.every((element) => element.parentElement === grid)).toBe(true);
		expect(cards[0]).toBe(firstCard);
	});

	it('writes a new search and a filter change to the URL', async () => {
		const calls = stubServer({ '': { items: [card(1, 'Primero')], nextCursor: null } });
		const history = await renderListing('/?open=true');
		await screen.findByText('Primero');
		fireEvent.change(screen.getByTestId('search-input'), { target: { value: 'pollo' } });
		fireEvent.submit(screen.getByTestId('search-input').closest('form') as HTMLFormElement);
		await waitFor(() => expect(history.location.search).toContain('q=pollo'));
		expect(history.location.search).toContain('open=true');
		await waitFor(() => expect(searchCalls(calls).at(-1)?.input).toMatchObject({ q: 'pollo', openNow: true }));
		fireEvent.click(screen.getByTestId('filter-clear'));
		await waitFor(() => expect(history.location.search).not.toContain('open'));
		expect(history.location.search).toContain('q=pollo');
		await waitFor(() =>
			expect(searchCalls(calls).at(-1)?.input).toEqual({ q: 'pollo', kind: 'restaurant', limit: 24 }),
		);
		await screen.findByText('Primero');
	});
});
