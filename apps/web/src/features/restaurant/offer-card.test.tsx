import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { OfferCard } from './offer-card';
import type { RestaurantOffer } from './restaurant-types';

beforeAll(prepareWebTests);
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const OFFER: RestaurantOffer = {
	id: 3,
	title: 'Postre gratis',
	description: '',
	imageId: null,
	maxRedemptions: 5,
	left: 2,
	startsOn: '2026-11-20',
	endsOn: '2026-11-30',
	availability: 'available',
	redeemedByMe: false,
};

function stubServer() {
	const redeemed: unknown[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		if (String(input).includes('restaurant.offers.redeem')) redeemed.push(JSON.parse(String(init?.body)));
		return new Response(JSON.stringify({ result: { data: { ...OFFER, left: 1, redeemedByMe: true } } }), {
			status: 200,
			headers: { 'content-type': 'application/json' },
		});
	});
	return redeemed;
}

async function renderCard(offer: Partial<RestaurantOffer>, options: { isOwner?: boolean; signedIn?: boolean } = {}) {
	await renderRoute(
		() => (
			<OfferCard
				offer={{ ...OFFER, ...offer }}
				isOwner={options.isOwner ?? false}
				signedIn={options.signedIn ?? true}
			/>
		),
		queryClient,
	);
}

const redeemButton = () => screen.queryByTestId('offer-redeem') as HTMLButtonElement | null;

describe('offer card', () => {
	it('shows N of M left and redeems after confirmation, once', async () => {
		const redeemed = stubServer();
		await renderCard({});
		expect(screen.getByTestId('offer-left').textContent).toBe('Quedan 2 de 5');
		fireEvent.click(redeemButton() as HTMLButtonElement);
		expect(redeemed).toHaveLength(0);
		fireEvent.click(await screen.findByTestId('confirm-action-submit'));
		await waitFor(() => expect(redeemed).toEqual([{ id: 3 }]));
	});

	it('disables Redeem once redeemed, sold out, outside its dates or for visitors', async () => {
		for (const [offer, signedIn, label] of [
			[{ redeemedByMe: true }, true, 'Canjeada'],
			[{ availability: 'soldOut', left: 0 }, true, 'Agotada'],
			[{ availability: 'upcoming' }, true, 'Próximamente'],
			[{ availability: 'ended' }, true, 'Terminada'],
			[{}, false, null],
		] as const) {
			await renderCard(offer, { signedIn });
			expect(redeemButton()?.disabled).toBe(true);
			if (label) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
			cleanup();
		}
	});

	it('offers no Redeem button to the owner', async () => {
		await renderCard({}, { isOwner: true });
		expect(redeemButton()).toBeNull();
	});
});
