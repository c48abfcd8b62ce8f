import type { Charge } from '@edge/api/client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import type { MySubscription, PlanOffer } from './payment-types';
import { PlanCard } from './plan-card';

/** PayPal's buttons (their own lazy chunk): one button that calls createSubscription, as PayPal's do. */
vi.mock('./paypal-checkout', () => ({
	default: (props: { createSubscription: () => Promise<string> }) => (
		<button type="button" data-testid="paypal-stub" onClick={() => void props.createSubscription().catch(() => {})}>
			PayPal
		</button>
	),
}));

/** What the app's notifications showed. */
const shown = vi.hoisted(() => [] as { message: string; title?: string }[]);
vi.mock('../../lib/notify', () => ({
	notify: {
		success: (message: string, title?: string) => shown.push({ message, title }),
		error: (message: string, title?: string) => shown.push({ message, title }),
		warning: (message: string, title?: string) => shown.push({ message, title }),
	},
}));

beforeAll(prepareWebTests);
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
	shown.length = 0;
});
afterAll(() => changeLanguage('es'));

/** DOP$ prices charged in US dollars at DOP$ 59.00 per dollar, as the server reads them. */
const usd = (amount: string, dop: string): Charge => ({ charged: { amount, currency: 'USD' }, dop, rate: '59.00' });
const YEAR = usd('162.71', '9600.00');
const FIRST_YEAR = usd('81.36', '4800.00');

const BUSINESS: PlanOffer = {
	id: 'business-profile',
	name: { es: 'Perfil de Negocio', en: 'Business Profile' },
	priceDop: '9600.00',
	charge: YEAR,
	period: 'year',
	monthlyDop: '800.00',
	unlocks: ['businessWall'],
	group: 'business',
	firstPurchase: { priceDop: '4800.00', charge: FIRST_YEAR },
};
const PREMIUM: PlanOffer = {
	...BUSINESS,
	id: 'premium-restaurant',
	name: { es: 'Restaurante Premium', en: 'Premium Restaurant' },
	priceDop: '14400.00',
	charge: usd('244.07', '14400.00'),
	firstPurchase: null,
};

const NEXT = '2027-11-21T12:00:00.000Z';
const subscription = (overrides: Partial<MySubscription>): MySubscription => ({
	subscriptionId: 'I-1',
	planId: 'business-profile',
	planName: { es: 'Perfil de Negocio', en: 'Business Profile' },
	status: 'ACTIVE',
	state: 'active',
	isValid: true,
	nextBillingDate: NEXT,
	nextCharge: { date: NEXT, amountDop: '9600.00', planId: 'business-profile', charge: YEAR },
	validUntil: null,
	scheduledChange: null,
	lastPayment: null,
	allowedActions: ['changePlan', 'cancel', 'suspend'],
	...overrides,
});

async function renderCard(subscriptions: MySubscription[] | null, plan: PlanOffer = BUSINESS) {
	await renderRoute(
		() => (
			<PlanCard
				plan={plan}
				plans={[BUSINESS, PREMIUM]}
				subscriptions={subscriptions}
				subscription={subscriptions?.find((item) => item.planId === plan.id)}
				main={subscriptions !== null && subscriptions.length > 0}
			/>
		),
		queryClient,
	);
	return screen.findByTestId(`plan-${plan.id}`);
}

/**
 * The server as tRPC's links call it: payments.subscribe answers `subscribe` (one call per request,
 * as mutations go) and is recorded with its input; anything else reads as empty.
 */
function stubServer(subscribe: { status: number; body: unknown }) {
	const inputs: unknown[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = String(input);
		const json = (status: number, body: unknown) =>
			new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
		if (url.includes('payments.subscribe')) {
			inputs.push(JSON.parse(String(init?.body ?? 'null')));
			return json(subscribe.status, subscribe.body);
		}
		return json(200, [{ result: { data: null } }]);
	});
	return inputs;
}

/** Subscribe, then "Choose how to pay": the dialog at the step with PayPal's buttons. */
async function toPaymentStep(card: HTMLElement) {
	await act(async () => {
		fireEvent.click(within(card).getByTestId('subscribe'));
	});
	const dialog = await screen.findByRole('dialog');
	await act(async () => {
		fireEvent.click(within(dialog).getByTestId('confirm-action-submit'));
	});
	await screen.findByTestId('paypal-stub');
	return dialog;
}

const buttons = (card: HTMLElement) =>
	within(card)
		.queryAllByRole('button')
		.map((button) => button.textContent);

describe('PlanCard (Spanish, the default language)', () => {
	it('shows the first-purchase amount with the full price beside it, what later years cost, and what it unlocks', async () => {
		const card = await renderCard([]);
		expect(within(card).getByTestId('plan-price').textContent).toMatch(/^DOP\$ 4.?800\.00$/);
		const regular = within(card).getByTestId('plan-regular-price');
		expect(regular.textContent).toMatch(/^DOP\$ 9.?600\.00$/);
		expect(regular.getAttribute('aria-label')).toMatch(/^Precio normal: DOP\$ 9.?600\.00$/);
		expect(within(card).getByTestId('plan-first-purchase').textContent).toMatch(
			/^El primer año; luego DOP\$ 9.?600\.00 por año$/,
		);
		expect(within(card).getByTestId('plan-monthly').textContent).toBe('equivale a DOP$ 800.00 por mes');
		// What PayPal charges, in the currency it charges, with the DOP$ price at the rate.
		expect(within(card).getByTestId('plan-charge').textContent).toMatch(
			/^US\$ 81\.36 por el primer año, cobrados por PayPal en dólares estadounidenses; DOP\$ 4.?800\.00 a DOP\$ 59\.00 por dólar$/,
		);
		expect(within(card).getByTestId('plan-charge-then').textContent).toBe('Luego US$ 162.71 por año.');
		expect(within(card).getByText('Publicar y comentar en el muro de negocios')).toBeTruthy();
		expect(buttons(card)).toEqual(['Suscribirme']);
	});

	it('without the first purchase: the full price with its period, and the dialog says what is paid', async () => {
		const card = await renderCard([], { ...BUSINESS, firstPurchase: null });
		expect(within(card).getByTestId('plan-price').textContent).toMatch(/^DOP\$ 9.?600\.00por año$/);
		expect(within(card).getByTestId('plan-period').textContent).toBe('por año');
		expect(within(card).queryByTestId('plan-regular-price')).toBeNull();
		expect(within(card).getByTestId('plan-charge').textContent).toMatch(
			/^US\$ 162\.71 por año, cobrados por PayPal en dólares estadounidenses; DOP\$ 9.?600\.00 a DOP\$ 59\.00 por dólar$/,
		);
		expect(within(card).queryByTestId('plan-charge-then')).toBeNull();
		await act(async () => {
			fireEvent.click(within(card).getByTestId('subscribe'));
		});
		const dialog = await screen.findByRole('dialog');
		expect(within(dialog).getByTestId('confirm-action-body').textContent).toMatch(
			/^PayPal te cobrará US\$ 162\.71 por año en dólares estadounidenses \(DOP\$ 9.?600\.00 a DOP\$ 59\.00 por dólar\), con tu cuenta PayPal/,
		);
	});

	it('the subscribe dialog says the first-year amount and what later years cost', async () => {
		const card = await renderCard([]);
		await act(async () => {
			fireEvent.click(within(card).getByTestId('subscribe'));
		});
		const dialog = await screen.findByRole('dialog');
		expect(within(dialog).getByTestId('confirm-action-body').textContent).toMatch(
			/^PayPal te cobrará US\$ 81\.36 por el primer año en dólares estadounidenses \(DOP\$ 4.?800\.00 a DOP\$ 59\.00 por dólar; 50% de descuento por tu primera compra\) y luego US\$ 162\.71 por año \(DOP\$ 9.?600\.00 a DOP\$ 59\.00 por dólar\)/,
		);
	});

	it("PayPal's buttons step says again what is approved there, and subscribe sends that charge as expected", async () => {
		const inputs = stubServer({
			status: 200,
			body: { result: { data: { subscriptionId: 'I-NEW', approvalUrl: '/x' } } },
		});
		const dialog = await toPaymentStep(await renderCard([]));
		expect(within(dialog).getByTestId('confirm-action-body').textContent).toMatch(
			/^En PayPal apruebas un cobro de US\$ 81\.36 por el primer año en dólares estadounidenses \(DOP\$ 4.?800\.00 a DOP\$ 59\.00 por dólar\)\. Luego US\$ 162\.71 por año\.$/,
		);
		await act(async () => {
			fireEvent.click(screen.getByTestId('paypal-stub'));
		});
		await waitFor(() => expect(inputs).toHaveLength(1));
		expect(inputs[0]).toMatchObject({
			planId: 'business-profile',
			expectedCharge: { amount: '81.36', currency: 'USD' },
		});
		expect(inputs[0]).not.toHaveProperty('expectedAmountDop');
	});

	it('a "price changed" refusal reads the new charge as the server wrote it, once, with its prefix', async () => {
		stubServer({
			status: 409,
			body: {
				error: {
					code: -32009,
					message: 'payments.errors.priceChanged',
					data: {
						code: 'CONFLICT',
						httpStatus: 409,
						i18nKey: 'payments.errors.priceChanged',
						params: { amount: 'US$ 82.00' },
					},
				},
			},
		});
		await toPaymentStep(await renderCard([]));
		await act(async () => {
			fireEvent.click(screen.getByTestId('paypal-stub'));
		});
		await waitFor(() => expect(shown).toHaveLength(1));
		expect(shown[0]).toEqual({
			message:
				'El monto a cobrar cambió desde que lo viste: ahora es de US$ 82.00. No se cobró nada; revisa el monto y confirma de nuevo.',
			title: 'Ocurrió un error al crear la sesión de pago',
		});
	});

	it('a plan PayPal cannot charge now: its prices, no subscribe (signed in or out), and says payments are unavailable', async () => {
		const unavailable = { ...BUSINESS, charge: null, firstPurchase: null };
		for (const subscriptions of [[], null]) {
			const card = await renderCard(subscriptions, unavailable);
			expect(within(card).getByTestId('plan-price').textContent).toMatch(/^DOP\$ 9.?600\.00por año$/);
			expect(within(card).queryByTestId('plan-charge')).toBeNull();
			expect(buttons(card)).toEqual([]);
			expect(within(card).getByTestId('plan-unavailable').textContent).toBe(
				'Los pagos con PayPal no están disponibles en este momento para este plan.',
			);
			cleanup();
		}
		// The first purchase alone unavailable is unavailable too: subscribing would charge it.
		const card = await renderCard([], { ...BUSINESS, firstPurchase: { priceDop: '4800.00', charge: null } });
		expect(buttons(card)).toEqual([]);
		expect(within(card).getByTestId('plan-unavailable')).toBeTruthy();
	});

	it('signed out, offers to log in to subscribe', async () => {
		const card = await renderCard(null);
		expect(buttons(card)).toEqual(['Inicia sesión para suscribirte']);
	});

	it('ACTIVE: status, the next charge with its amount and the allowed actions, no subscribe', async () => {
		const card = await renderCard([subscription({})]);
		expect(within(card).getByTestId('subscription-status').textContent).toBe('ACTIVA');
		expect(within(card).getByTestId('subscription-date').textContent).toMatch(
			/^Próximo cobro: US\$ 162\.71 el 21 de noviembre de 2027 \(DOP\$ 9.?600\.00 a DOP\$ 59\.00 por dólar\)$/,
		);
		expect(buttons(card)).toEqual(['Cambiar de plan', 'Suspender', 'Cancelar suscripción']);
	});

	it('an approval cancelled at PayPal is no state of the plan: nothing shown for it, subscribe offered', async () => {
		const card = await renderCard([
			subscription({
				status: 'APPROVAL_PENDING',
				state: 'abandoned',
				isValid: false,
				nextBillingDate: null,
				nextCharge: null,
				allowedActions: [],
			}),
		]);
		expect(within(card).queryByTestId('subscription-status')).toBeNull();
		expect(card.textContent).not.toMatch(/PENDIENTE DE APROBACIÓN/);
		expect(buttons(card)).toEqual(['Suscribirme']);
	});

	it('SUSPENDED: resume or cancel, no charges, valid until its date', async () => {
		const card = await renderCard([
			subscription({
				status: 'SUSPENDED',
				state: 'suspended',
				nextCharge: null,
				validUntil: NEXT,
				allowedActions: ['cancel', 'resume'],
			}),
		]);
		expect(within(card).getByTestId('subscription-status').textContent).toBe('SUSPENDIDA');
		expect(within(card).getByTestId('subscription-date').textContent).toBe(
			'Sin cobros mientras esté suspendida. Vigente hasta el 21 de noviembre de 2027',
		);
		expect(buttons(card)).toEqual(['Reanudar', 'Cancelar suscripción']);
	});

	it('CANCELED and still valid: the CANCELLED label, never a next charge, no actions until it ends', async () => {
		const card = await renderCard([
			subscription({ status: 'CANCELED', state: 'cancelled', nextCharge: null, validUntil: NEXT, allowedActions: [] }),
		]);
		expect(within(card).getByTestId('subscription-status').textContent).toBe('CANCELADA');
		expect(within(card).getByTestId('subscription-date').textContent).toBe(
			'No se cobrará más. Vigente hasta el 21 de noviembre de 2027',
		);
		expect(card.textContent).not.toMatch(/Próximo cobro/);
		expect(buttons(card)).toEqual([]);
	});

	it('EXPIRED: no longer valid, subscribe again', async () => {
		const card = await renderCard([
			subscription({ status: 'EXPIRED', state: 'ended', isValid: false, nextCharge: null, allowedActions: [] }),
		]);
		expect(within(card).getByTestId('subscription-date').textContent).toBe('Ya no está vigente.');
		expect(buttons(card)).toEqual(['Suscribirme']);
	});

	it('another business plan held: this card offers to switch to it, never a second subscription', async () => {
		const card = await renderCard([subscription({})], PREMIUM);
		expect(buttons(card)).toEqual(['Cambiar a este plan']);
		await act(async () => {
			fireEvent.click(within(card).getByTestId('switch-to-plan'));
		});
		const dialog = await screen.findByRole('dialog');
		expect(within(dialog).getByTestId('change-plan-details').textContent).toMatch(
			/^Conservas Perfil de Negocio y sus funciones hasta el 21 de noviembre de 2027\. Desde ese día tienes Restaurante Premium y PayPal te cobrará US\$ 244\.07 por año en dólares estadounidenses \(DOP\$ 14.?400\.00 a DOP\$ 59\.00 por dólar\)\.$/,
		);
	});

	it('with a change onto this plan scheduled: says it comes on that date, and offers no subscribe', async () => {
		const held = subscription({
			scheduledChange: {
				planId: 'premium-restaurant',
				planName: { es: 'Restaurante Premium', en: 'Premium Restaurant' },
				from: '2027-12-07T12:00:00.000Z',
			},
			nextCharge: { date: NEXT, amountDop: '14400.00', planId: 'premium-restaurant', charge: PREMIUM.charge },
		});
		const card = await renderCard([held], PREMIUM);
		expect(within(card).getByTestId('plan-scheduled-here').textContent).toBe(
			'Cambio programado: este será tu plan desde el 7 de diciembre de 2027, sin cobros hasta entonces. Para quedarte con Perfil de Negocio, usa «Cambiar de plan» en su tarjeta.',
		);
		expect(buttons(card)).toEqual([]);
		cleanup();
		// The current plan's card says the switch and keeps the way back (Change plan, back to itself).
		const current = await renderCard([held]);
		expect(within(current).getByTestId('subscription-scheduled').textContent).toMatch(/^Pasa a Restaurante Premium/);
		expect(within(current).getByTestId('subscription-date').textContent).toMatch(/^Próximo cobro: US\$ 244\.07 el /);
		expect(buttons(current)).toEqual(['Cambiar de plan', 'Suspender', 'Cancelar suscripción']);
	});

	it('another business plan held but cancelled: says why there is no button', async () => {
		const card = await renderCard(
			[
				subscription({
					status: 'CANCELED',
					state: 'cancelled',
					nextCharge: null,
					validUntil: NEXT,
					allowedActions: [],
				}),
			],
			PREMIUM,
		);
		expect(buttons(card)).toEqual([]);
		expect(within(card).getByTestId('held-business-plan').textContent).toMatch(/^Ya tienes Perfil de Negocio\./);
	});

	it('asks for confirmation before cancelling', async () => {
		const card = await renderCard([subscription({})]);
		await act(async () => {
			fireEvent.click(within(card).getByTestId('action-cancel'));
		});
		const dialog = await screen.findByRole('dialog');
		expect(within(dialog).getByText('¿Cancelar Perfil de Negocio?')).toBeTruthy();
		expect(within(dialog).getByTestId('confirm-action-submit').textContent).toBe('Sí, cancelar');
	});
});

describe('PlanCard in English', () => {
	it('the card, the dialog and the next charge say what PayPal charges in US dollars and the DOP$ price', async () => {
		await changeLanguage('en');
		const card = await renderCard([]);
		expect(within(card).getByTestId('plan-charge').textContent).toBe(
			'US$ 81.36 for the first year, charged by PayPal in US dollars; DOP$ 4,800.00 at DOP$ 59.00 per dollar',
		);
		expect(within(card).getByTestId('plan-charge-then').textContent).toBe('Then US$ 162.71 per year.');
		await act(async () => {
			fireEvent.click(within(card).getByTestId('subscribe'));
		});
		const dialog = await screen.findByRole('dialog');
		expect(within(dialog).getByTestId('confirm-action-body').textContent).toBe(
			'PayPal will charge you US$ 81.36 for the first year in US dollars (DOP$ 4,800.00 at DOP$ 59.00 per dollar; 50% off your first purchase), then US$ 162.71 per year (DOP$ 9,600.00 at DOP$ 59.00 per dollar), with your PayPal account or a debit or credit card. You can cancel at any time.',
		);
		cleanup();
		const active = await renderCard([subscription({})]);
		expect(within(active).getByTestId('subscription-date').textContent).toBe(
			'Next charge: US$ 162.71 on November 21, 2027 (DOP$ 9,600.00 at DOP$ 59.00 per dollar)',
		);
		await changeLanguage('es');
	});

	it('a change onto this plan scheduled reads as such, without Subscribe', async () => {
		await changeLanguage('en');
		const held = subscription({
			scheduledChange: {
				planId: 'premium-restaurant',
				planName: { es: 'Restaurante Premium', en: 'Premium Restaurant' },
				from: '2027-12-07T12:00:00.000Z',
			},
		});
		const card = await renderCard([held], PREMIUM);
		expect(within(card).getByTestId('plan-scheduled-here').textContent).toBe(
			'Change scheduled: this becomes your plan on December 7, 2027, with no charges until then. To keep Business Profile, use "Change plan" on its card.',
		);
		expect(buttons(card)).toEqual([]);
		await changeLanguage('es');
	});
});
