import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { PaymentSuccessPage } from './payment-success-page';

beforeAll(prepareWebTests);
afterAll(() => changeLanguage('es'));
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const CATALOG = {
	plans: [
		{
			id: 'business-profile',
			name: { es: 'Perfil de Negocio', en: 'Business Profile' },
			priceDop: '9600.00',
			charge: { charged: { amount: '162.71', currency: 'USD' }, dop: '9600.00', rate: '59.00' },
			period: 'year',
			monthlyDop: '800.00',
			unlocks: ['businessWall'],
			firstPurchase: null,
		},
	],
};

/** The server, as tRPC's links call it: payments.confirm answers `confirm`, queries the catalog. */
function stubServer(confirm: { status: number; body: unknown }) {
	const calls: string[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
		const url = String(input);
		calls.push(url);
		const json = (status: number, body: unknown) =>
			new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
		if (url.includes('payments.confirm')) return json(confirm.status, confirm.body);
		if (url.includes('payments.catalog')) return json(200, [{ result: { data: CATALOG } }]);
		return json(200, [{ result: { data: null } }]);
	});
	return calls;
}

async function renderPage(subscriptionId?: string) {
	await renderRoute(() => <PaymentSuccessPage subscriptionId={subscriptionId} />, queryClient);
}

const NEXT = '2027-11-21T12:00:00.000Z';
const subscription = (status: string, extra: Record<string, unknown> = {}) => ({
	result: {
		data: {
			subscriptionId: 'I-1',
			planId: 'business-profile',
			planName: { es: 'Perfil de Negocio', en: 'Business Profile' },
			status,
			state: status === 'ACTIVE' ? 'active' : 'pendingApproval',
			isValid: status === 'ACTIVE',
			nextBillingDate: status === 'ACTIVE' ? NEXT : null,
			nextCharge:
				status === 'ACTIVE'
					? {
							date: NEXT,
							amountDop: '9600.00',
							planId: 'business-profile',
							charge: { charged: { amount: '162.71', currency: 'USD' }, dop: '9600.00', rate: '59.00' },
						}
					: null,
			validUntil: null,
			scheduledChange: null,
			lastPayment:
				status === 'ACTIVE'
					? { charged: { amount: '81.36', currency: 'USD' }, paidAt: '2026-11-21T12:00:00.000Z' }
					: null,
			allowedActions: [],
			...extra,
		},
	},
});

describe('/payment-success', () => {
	it('confirms the subscription once, then says the payment was made, with the plan', async () => {
		const calls = stubServer({ status: 200, body: subscription('ACTIVE') });
		await renderPage('I-1');
		expect(await screen.findByText('Pago realizado con éxito')).toBeTruthy();
		expect((await screen.findByTestId('payment-plan')).textContent).toBe('Plan: Perfil de Negocio');
		// What PayPal charged, in the currency it charged, and what comes next, from the server's reading.
		expect(screen.getByTestId('payment-amount').textContent).toBe('Pagaste US$ 81.36 el 21 de noviembre de 2026.');
		expect(screen.getByTestId('payment-next-charge').textContent).toMatch(
			/^Próximo cobro: US\$ 162\.71 el 21 de noviembre de 2027 \(DOP\$ 9.?600\.00 a DOP\$ 59\.00 por dólar\)\.$/,
		);
		expect(document.title).toBe('Pago realizado · Edge');
		expect(calls.filter((url) => url.includes('payments.confirm'))).toHaveLength(1);
	});

	it('after an approved change of plan: titled a scheduled change, not a payment, and nothing was charged today', async () => {
		stubServer({
			status: 200,
			body: subscription('ACTIVE', {
				scheduledChange: {
					planId: 'business-multi-profile-premium',
					planName: { es: 'Negocio Multiperfil Premium', en: 'x' },
					from: NEXT,
				},
				nextCharge: {
					date: NEXT,
					amountDop: '24000.00',
					planId: 'business-multi-profile-premium',
					charge: { charged: { amount: '406.78', currency: 'USD' }, dop: '24000.00', rate: '59.00' },
				},
			}),
		});
		await renderPage('I-1');
		expect((await screen.findByTestId('payment-scheduled')).textContent).toBe(
			'Tu cambio a Negocio Multiperfil Premium quedó programado para el 21 de noviembre de 2027. Hoy no se cobró nada.',
		);
		const card = screen.getByTestId('payment-change-scheduled');
		expect(card.querySelector('h1')?.textContent).toBe('Cambio de plan programado');
		expect(card.textContent).not.toContain('Pago realizado');
		expect(document.title).toBe('Cambio de plan programado · Edge');
		expect(screen.queryByTestId('payment-amount')).toBeNull();
		expect(screen.getByTestId('payment-next-charge').textContent).toMatch(
			/^Próximo cobro: US\$ 406\.78 el 21 de noviembre de 2027 \(DOP\$ 24.?000\.00 a DOP\$ 59\.00 por dólar\)\.$/,
		);
	});

	it('in English: "You paid" the amount charged in dollars; a change of plan is titled "Plan change scheduled"', async () => {
		await changeLanguage('en');
		stubServer({ status: 200, body: subscription('ACTIVE') });
		await renderPage('I-1');
		expect(await screen.findByText('payment made successfully')).toBeTruthy();
		expect(screen.getByTestId('payment-amount').textContent).toBe('You paid US$ 81.36 on November 21, 2026.');
		expect(screen.getByTestId('payment-next-charge').textContent).toBe(
			'Next charge: US$ 162.71 on November 21, 2027 (DOP$ 9,600.00 at DOP$ 59.00 per dollar).',
		);
		cleanup();
		queryClient.clear();
		stubServer({
			status: 200,
			body: subscription('ACTIVE', {
				scheduledChange: { planId: 'premium-restaurant', planName: { es: 'x', en: 'Premium Restaurant' }, from: NEXT },
			}),
		});
		await renderPage('I-2');
		expect(await screen.findByText('Plan change scheduled')).toBeTruthy();
		expect(screen.queryByText('payment made successfully')).toBeNull();
		expect(document.title).toBe('Plan change scheduled · Edge');
		await changeLanguage('es');
	});

	it("shows the spec's failure text when confirm fails", async () => {
		stubServer({
			status: 503,
			body: { error: { code: -32603, message: 'x', data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503 } } },
		});
		await renderPage('I-1');
		expect(await screen.findByText('El pago no se realizó... revisa tu conexión a internet')).toBeTruthy();
		expect(screen.getByTestId('go-home')).toBeTruthy();
	});

	it('is not a payment while the subscription still awaits approval', async () => {
		stubServer({ status: 200, body: subscription('APPROVAL_PENDING') });
		await renderPage('I-1');
		expect(await screen.findByTestId('payment-confirm-failed')).toBeTruthy();
	});

	it('without an id confirms nothing and leads to the plans and the profile, not to a failure', async () => {
		const calls = stubServer({ status: 200, body: subscription('ACTIVE') });
		await renderPage(undefined);
		const card = await screen.findByTestId('payment-nothing-to-confirm');
		expect(card.textContent).toContain('Ningún pago que confirmar');
		expect(card.textContent).not.toContain('El pago no se realizó');
		expect(screen.getByTestId('see-plans').getAttribute('href')).toBe('/pricingTable');
		expect(screen.queryByTestId('payment-confirm-failed')).toBeNull();
		expect(calls.filter((url) => url.includes('payments.confirm'))).toHaveLength(0);
	});
});
