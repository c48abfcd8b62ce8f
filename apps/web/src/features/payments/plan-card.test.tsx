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
	firstPurchase: { priceDop: '4800.00' },
};
const PREMIUM: PlanOffer = { ...BUSINESS, id: 'premium-restaurant', name: { es: 'Restaurante Premium', en: 'x' } };

const subscription = (overrides: Partial<MySubscription>): MySubscription => ({
	subscriptionId: 'I-1',
	planId: 'business-profile',
	status: 'ACTIVE',
	isValid: true,
	nextBillingDate: '2027-11-21T12:00:00.000Z',
	allowedActions: ['changePlan', 'cancel', 'suspend'],
	...overrides,
});

async function renderCard(subscriptions: MySubscription[] | null) {
	await renderRoute(() => (
		<PlanCard
			plan={BUSINESS}
			plans={[BUSINESS, PREMIUM]}
			subscriptions={subscriptions}
			subscription={subscriptions?.[0]}
			main={subscriptions !== null && subscriptions.length > 0}
		/>
	));
	return screen.findByTestId('plan-business-profile');
}

const buttons = (card: HTMLElement) =>
	within(card)
		.queryAllByRole('button')
		.map((button) => button.textContent);

describe('PlanCard (Spanish, the default language)', () => {
	it('shows the price per year and per month, the first-purchase amount and what the plan unlocks', async () => {
		const card = await renderCard([]);
		expect(within(card).getByTestId('plan-price').textContent).toMatch(/^DOP\$ 9.?600\.00 por año$/);
		expect(within(card).getByTestId('plan-monthly').textContent).toBe('equivale a DOP$ 800.00 por mes');
		expect(within(card).getByTestId('plan-first-purchase').textContent).toMatch(
			/^Primera compra con 50% de descuento: DOP\$ 4.?800\.00 el primer período$/,
		);
		expect(within(card).getByText('Publicar y comentar en el muro de negocios')).toBeTruthy();
		expect(buttons(card)).toEqual(['Suscribirme']);
	});

	it('signed out, offers to log in to subscribe', async () => {
		const card = await renderCard(null);
		expect(buttons(card)).toEqual(['Inicia sesión para suscribirte']);
	});

	it('ACTIVE: status, next billing date and the allowed actions, no subscribe', async () => {
		const card = await renderCard([subscription({})]);
		expect(within(card).getByTestId('subscription-status').textContent).toBe('ACTIVA');
		expect(within(card).getByTestId('subscription-validity').textContent).toBe('Vigente');
		expect(within(card).getByTestId('subscription-date').textContent).toMatch(
			/^Próximo cobro: 21 de noviembre de 2027$/,
		);
		expect(buttons(card)).toEqual(['Cambiar de plan', 'Suspender', 'Cancelar suscripción']);
	});

	it('SUSPENDED: resume or cancel, valid until its date', async () => {
		const card = await renderCard([subscription({ status: 'SUSPENDED', allowedActions: ['cancel', 'resume'] })]);
		expect(within(card).getByTestId('subscription-status').textContent).toBe('SUSPENDIDA');
		expect(within(card).getByTestId('subscription-date').textContent).toBe('Vigente hasta el 21 de noviembre de 2027');
		expect(buttons(card)).toEqual(['Reanudar', 'Cancelar suscripción']);
	});

	it('CANCELED and still valid: the CANCELLED label, no actions and no subscribe until it ends', async () => {
		const card = await renderCard([subscription({ status: 'CANCELED', allowedActions: [] })]);
		expect(within(card).getByTestId('subscription-status').textContent).toBe('CANCELADA');
		expect(buttons(card)).toEqual([]);
	});

	it('EXPIRED: not valid, subscribe again', async () => {
		const card = await renderCard([subscription({ status: 'EXPIRED', isValid: false, allowedActions: [] })]);
		expect(within(card).getByTestId('subscription-validity').textContent).toBe('No vigente');
		expect(buttons(card)).toEqual(['Suscribirme']);
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
