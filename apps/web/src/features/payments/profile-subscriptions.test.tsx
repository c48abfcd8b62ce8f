import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import type { MySubscription, Receipt } from './payment-types';
import { ProfileReceipts, ProfileSubscriptions } from './profile-subscriptions';

beforeAll(prepareWebTests);
afterAll(() => changeLanguage('es'));
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const NEXT = '2027-11-21T12:00:00.000Z';
const ACTIVE: MySubscription = {
	subscriptionId: 'I-ACTIVE',
	planId: 'business-profile',
	planName: { es: 'Perfil de Negocio', en: 'Business Profile' },
	status: 'ACTIVE',
	state: 'active',
	isValid: true,
	nextBillingDate: NEXT,
	nextCharge: {
		date: NEXT,
		amountDop: '9600.00',
		planId: 'business-profile',
		charge: { charged: { amount: '162.71', currency: 'USD' }, dop: '9600.00', rate: '59.00' },
	},
	validUntil: null,
	scheduledChange: null,
	lastPayment: { charged: { amount: '81.36', currency: 'USD' }, paidAt: '2026-11-21T12:00:00.000Z' },
	allowedActions: ['cancel'],
};
const ABANDONED: MySubscription = {
	...ACTIVE,
	subscriptionId: 'I-ABANDONED',
	planId: 'search-bar-visibility',
	planName: { es: 'Visibilidad en la Barra de Búsqueda', en: 'Search Bar Visibility' },
	status: 'APPROVAL_PENDING',
	state: 'abandoned',
	isValid: false,
	nextBillingDate: null,
	nextCharge: null,
	lastPayment: null,
	allowedActions: [],
};
const RECEIPTS: Receipt[] = [
	{
		id: 'r2',
		paidAt: '2026-11-21T12:00:00.000Z',
		planId: 'business-profile',
		charged: { amount: '81.36', currency: 'USD' },
		paypalReference: 'SALE-2',
	},
	{
		id: 'r1',
		paidAt: '2026-01-10T12:00:00.000Z',
		planId: 'business-profile',
		charged: { amount: '4800.00', currency: 'DOP' },
		paypalReference: 'SALE-1',
	},
];

/** The server's answers per procedure, in tRPC's batch shape (one result per procedure of the path). */
function stubServer(answers: Record<string, unknown>) {
	vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
		const path = new URL(String(input), 'http://localhost').pathname.replace('/api/trpc/', '');
		const body = path.split(',').map((name) => ({ result: { data: answers[name] ?? null } }));
		return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
	});
}

describe('/profile: subscriptions and receipts', () => {
	it('lists the subscriptions with the next charge in dollars, leaving out an approval cancelled at PayPal', async () => {
		stubServer({
			'payments.mine': { subscriptions: [ABANDONED, ACTIVE], mainSubscriptionId: 'I-ACTIVE' },
			'payments.catalog': { plans: [] },
		});
		await renderRoute(() => <ProfileSubscriptions />, queryClient);
		const row = await screen.findByTestId('subscription-business-profile');
		expect(within(row).getByTestId('subscription-date').textContent).toMatch(
			/^Próximo cobro: US\$ 162\.71 el 21 de noviembre de 2027 \(DOP\$ 9.?600\.00 a DOP\$ 59\.00 por dólar\)$/,
		);
		expect(screen.queryByTestId('subscription-search-bar-visibility')).toBeNull();
		expect(screen.getByTestId('profile-subscriptions').textContent).not.toMatch(/PENDIENTE DE APROBACIÓN/);
	});

	it('only an abandoned approval: no subscriptions yet', async () => {
		stubServer({
			'payments.mine': { subscriptions: [ABANDONED], mainSubscriptionId: null },
			'payments.catalog': { plans: [] },
		});
		await renderRoute(() => <ProfileSubscriptions />, queryClient);
		expect(await screen.findByText('Todavía no tienes suscripciones.')).toBeTruthy();
	});

	it('each receipt says what PayPal charged, in the currency it charged (in English too)', async () => {
		await changeLanguage('en');
		stubServer({ 'payments.receipts': RECEIPTS, 'payments.catalog': { plans: [] } });
		await renderRoute(() => <ProfileReceipts />, queryClient);
		const receipts = await screen.findAllByTestId('receipt');
		expect(receipts.map((receipt) => receipt.textContent)).toEqual([
			expect.stringContaining('business-profileUS$ 81.36'),
			expect.stringContaining('business-profileDOP$ 4,800.00'),
		]);
		expect(screen.getByText('Amount charged')).toBeTruthy();
		await changeLanguage('es');
	});
});
