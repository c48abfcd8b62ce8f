import type { Money } from '@edge/api/client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import type { OfferView } from './chat-types';
import { type OfferAction, OfferCard, offerActions } from './offer-card';
import { OfferModal } from './offer-modal';
import { TopUpModal } from './top-up-modal';

beforeAll(prepareWebTests);
afterEach(cleanup);
afterAll(() => changeLanguage('es'));

/** payments.chargeRate as the server answers it: DOP$ 59.00 per US dollar. */
const RATE = { currency: 'USD', rate: '59.00', dopPerUnitCents: 5900 };

const offer: OfferView = {
	id: 7,
	conversationId: 1,
	freelancerId: 'free',
	customerId: 'cust',
	priceCents: 150_000,
	priceDop: '1500.00',
	deliveryDays: 3,
	description: 'Un logo <b>a dos colores</b>',
	status: 'pending',
	createdAt: '2026-11-21T10:00:00.000Z',
	decidedAt: null,
	paidAt: null,
	paymentReference: null,
};

describe('offer cards', () => {
	it('offer each side only its own steps, once', () => {
		expect(offerActions(offer, 'cust')).toEqual(['accept', 'reject']);
		expect(offerActions(offer, 'free')).toEqual(['withdraw']);
		expect(offerActions({ ...offer, status: 'accepted' }, 'cust')).toEqual(['pay']);
		expect(offerActions({ ...offer, status: 'accepted' }, 'free')).toEqual([]);
		expect(offerActions({ ...offer, status: 'accepted', paidAt: '2026-11-21T15:00:00Z' }, 'cust')).toEqual([]);
		expect(offerActions({ ...offer, status: 'rejected' }, 'cust')).toEqual([]);
	});

	it('shows the price, the task as text, and asks before rejecting', async () => {
		const done: OfferAction[] = [];
		await renderRoute(() => <OfferCard offer={offer} myId="cust" onAction={(action) => done.push(action)} />);
		const card = screen.getByTestId('offer-card');
		expect(card.textContent).toContain('DOP$ 1,500.00');
		expect(card.textContent).toContain('Un logo <b>a dos colores</b>');
		expect(card.querySelector('b')).toBeNull();
		expect(screen.getByTestId('offer-status').textContent).toBe('Pendiente');
		fireEvent.click(screen.getByTestId('offer-reject'));
		expect(done).toEqual([]);
		fireEvent.click(await screen.findByTestId('chat-confirm-submit'));
		expect(done).toEqual(['reject']);
		fireEvent.click(screen.getByTestId('offer-accept'));
		expect(done).toEqual(['reject', 'accept']);
	});
});

describe("an accepted offer's pay step", () => {
	const accepted: OfferView = { ...offer, status: 'accepted' };

	it('says what PayPal will charge in dollars, with the DOP$ price at the rate, and pays that', async () => {
		const done: [OfferAction, Money | undefined][] = [];
		await renderRoute(() => (
			<OfferCard offer={accepted} myId="cust" rate={RATE} onAction={(action, charge) => done.push([action, charge])} />
		));
		expect(screen.getByTestId('offer-charge').textContent).toBe(
			'PayPal te cobrará US$ 25.42 en dólares estadounidenses (DOP$ 1,500.00 a DOP$ 59.00 por dólar).',
		);
		fireEvent.click(screen.getByTestId('offer-pay'));
		expect(done).toEqual([['pay', { amount: '25.42', currency: 'USD' }]]);
	});

	it('in English too', async () => {
		await changeLanguage('en');
		await renderRoute(() => <OfferCard offer={accepted} myId="cust" rate={RATE} onAction={() => undefined} />);
		expect(screen.getByTestId('offer-charge').textContent).toBe(
			'PayPal will charge you US$ 25.42 in US dollars (DOP$ 1,500.00 at DOP$ 59.00 per dollar).',
		);
		await changeLanguage('es');
	});

	it('without a rate, paying waits and says payments are unavailable; the freelancer sees no quote', async () => {
		const done: OfferAction[] = [];
		await renderRoute(() => (
			<OfferCard offer={accepted} myId="cust" rate={null} onAction={(action) => done.push(action)} />
		));
		expect(screen.getByTestId('offer-pay-unavailable').textContent).toBe(
			'Los pagos con PayPal no están disponibles en este momento.',
		);
		expect((screen.getByTestId('offer-pay') as HTMLButtonElement).disabled).toBe(true);
		fireEvent.click(screen.getByTestId('offer-pay'));
		expect(done).toEqual([]);
		cleanup();
		await renderRoute(() => <OfferCard offer={accepted} myId="free" rate={RATE} onAction={() => undefined} />);
		expect(screen.queryByTestId('offer-charge')).toBeNull();
	});
});

describe('the top-up dialog', () => {
	it('says the rate, and each pack what PayPal charges for it; the pack sends that charge', async () => {
		const chosen: [number, Money][] = [];
		await renderRoute(() => (
			<TopUpModal
				opened
				loading={null}
				rate={RATE}
				onClose={() => undefined}
				onChoose={(cents, charge) => chosen.push([cents, charge])}
			/>
		));
		expect((await screen.findByTestId('chat-top-up-rate')).textContent).toBe(
			'PayPal cobra en dólares estadounidenses, a DOP$ 59.00 por dólar; tu saldo recibe los DOP$ del paquete. Esto es lo que PayPal te cobrará:',
		);
		expect(screen.getAllByTestId('chat-top-up-charge').map((node) => node.textContent)).toEqual([
			'US$ 0.85',
			'US$ 1.69',
			'US$ 4.24',
		]);
		const pack = screen.getByTestId('chat-top-up-5000');
		expect(pack.getAttribute('aria-label')).toBe('Recargar DOP$ 50.00: PayPal te cobra US$ 0.85');
		fireEvent.click(pack);
		expect(chosen).toEqual([[5000, { amount: '0.85', currency: 'USD' }]]);
	});

	it('without a rate the packs are disabled and it says payments are unavailable (in English too)', async () => {
		await changeLanguage('en');
		const chosen: number[] = [];
		await renderRoute(() => (
			<TopUpModal
				opened
				loading={null}
				rate={null}
				onClose={() => undefined}
				onChoose={(cents) => chosen.push(cents)}
			/>
		));
		expect((await screen.findByTestId('chat-top-up-unavailable')).textContent).toBe(
			'Payments through PayPal are unavailable right now.',
		);
		const pack = screen.getByTestId('chat-top-up-5000') as HTMLButtonElement;
		expect(pack.disabled).toBe(true);
		fireEvent.click(pack);
		expect(chosen).toEqual([]);
		await changeLanguage('es');
	});
});

describe('the offer modal', () => {
	it('requires every field, keeps them on a failed save and sends centavos', async () => {
		const sent: unknown[] = [];
		let fail = true;
		await renderRoute(() => (
			<OfferModal
				opened
				onClose={() => undefined}
				onSubmit={async (fields) => {
					sent.push(fields);
					if (fail) throw new Error('No se pudo completar la acción.');
				}}
			/>
		));
		fireEvent.click(await screen.findByTestId('offer-submit'));
		await waitFor(() => expect(screen.getByTestId('offer-form').textContent).toContain('Indica el precio en DOP$'));
		expect(screen.getByTestId('offer-form').textContent).toContain('Indica los días de entrega');
		expect(screen.getByTestId('offer-form').textContent).toContain('Describe el trabajo que ofreces.');
		expect(sent).toEqual([]);

		fireEvent.change(screen.getByTestId('offer-price'), { target: { value: '1500.50' } });
		fireEvent.change(screen.getByTestId('offer-days'), { target: { value: '3' } });
		fireEvent.change(screen.getByTestId('offer-description'), { target: { value: 'Logo' } });
		fireEvent.click(screen.getByTestId('offer-submit'));
		await waitFor(() =>
			expect(screen.getByTestId('offer-form').textContent).toContain('No se pudo completar la acción.'),
		);
		expect((screen.getByTestId('offer-description') as HTMLTextAreaElement).value).toBe('Logo');
		fail = false;
		fireEvent.click(screen.getByTestId('offer-submit'));
		await waitFor(() => expect(sent).toHaveLength(2));
		expect(sent[1]).toEqual({ price: 150_050, deliveryDays: 3, description: 'Logo' });
	});
});
