import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import type { MySubscription, PlanOffer } from './payment-types';
import { PlanCard } from './plan-card';

beforeAll(prepareWebTests);
afterEach(cleanup);

const BUSINESS: PlanOffer = {
	id: 'business-profile',
	name: { es: 'Perfil de Negocio', en: 'Business Profile' },
	priceDop: '9600.00',
	period: 'year',
	monthlyDop: '800.00',
	unlocks: ['businessWall'],
	group: 'business',
	firstPurchase: { priceDop: '4800.00' },
};
const PREMIUM: PlanOffer = { ...BUSINESS, id: 'premium-restaurant', name: { es: 'Restaurante Premium', en: 'x' } };

const NEXT = '2027-11-21T12:00:00.000Z';
const subscription = (overrides: Partial<MySubscription>): MySubscription => ({
	subscriptionId: 'I-1',
	planId: 'business-profile',
	planName: { es: 'Perfil de Negocio', en: 'Business Profile' },
	status: 'ACTIVE',
	state: 'active',
	isValid: true,
	nextBillingDate: NEXT,
	nextCharge: { date: NEXT, amountDop: '9600.00', planId: 'business-profile' },
	validUntil: null,
	scheduledChange: null,
	lastPayment: null,
	allowedActions: ['changePlan', 'cancel', 'suspend'],
	...overrides,
});

async function renderCard(subscriptions: MySubscription[] | null, plan: PlanOffer = BUSINESS) {
	await renderRoute(() => (
		<PlanCard
			plan={plan}
			plans={[BUSINESS, PREMIUM]}
			subscriptions={subscriptions}
			subscription={subscriptions?.find((item) => item.planId === plan.id)}
			main={subscriptions !== null && subscriptions.length > 0}
		/>
	));
	return screen.findByTestId(`plan-${plan.id}`);
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
		expect(within(card).getByText('Publicar y comentar en el muro de negocios')).toBeTruthy();
		expect(buttons(card)).toEqual(['Suscribirme']);
	});

	it('without the first purchase: the full price with its period, and the dialog says what is paid', async () => {
		const card = await renderCard([], { ...BUSINESS, firstPurchase: null });
		expect(within(card).getByTestId('plan-price').textContent).toMatch(/^DOP\$ 9.?600\.00por año$/);
		expect(within(card).getByTestId('plan-period').textContent).toBe('por año');
		expect(within(card).queryByTestId('plan-regular-price')).toBeNull();
		await act(async () => {
			fireEvent.click(within(card).getByTestId('subscribe'));
		});
		const dialog = await screen.findByRole('dialog');
		expect(within(dialog).getByText(/^Pagarás DOP\$ 9.?600\.00 por año a través de PayPal/)).toBeTruthy();
	});

	it('the subscribe dialog says the first-year amount and what later years cost', async () => {
		const card = await renderCard([]);
		await act(async () => {
			fireEvent.click(within(card).getByTestId('subscribe'));
		});
		const dialog = await screen.findByRole('dialog');
		expect(
			within(dialog).getByText(
				/^Pagarás DOP\$ 4.?800\.00 por el primer año \(50% de descuento por tu primera compra\) y luego DOP\$ 9.?600\.00 por año/,
			),
		).toBeTruthy();
	});

	it('signed out, offers to log in to subscribe', async () => {
		const card = await renderCard(null);
		expect(buttons(card)).toEqual(['Inicia sesión para suscribirte']);
	});

	it('ACTIVE: status, the next charge with its amount and the allowed actions, no subscribe', async () => {
		const card = await renderCard([subscription({})]);
		expect(within(card).getByTestId('subscription-status').textContent).toBe('ACTIVA');
		expect(within(card).getByTestId('subscription-date').textContent).toMatch(
			/^Próximo cobro: DOP\$ 9.?600\.00 el 21 de noviembre de 2027$/,
		);
		expect(buttons(card)).toEqual(['Cambiar de plan', 'Suspender', 'Cancelar suscripción']);
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
			/^Conservas Perfil de Negocio y sus funciones hasta el 21 de noviembre de 2027\. Desde ese día tienes Restaurante Premium/,
		);
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
