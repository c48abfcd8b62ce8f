import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import type { OfferView } from './chat-types';
import { type OfferAction, OfferCard, offerActions } from './offer-card';
import { OfferModal } from './offer-modal';

beforeAll(prepareWebTests);
afterEach(cleanup);

const offer: OfferView = {
	id: 7,
	freelancerId: 'free',
	customerId: 'cust',
	priceCents: 150_000,
	deliveryDays: 3,
	description: 'Un logo <b>a dos colores</b>',
	status: 'pending',
	paidAt: null,
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
