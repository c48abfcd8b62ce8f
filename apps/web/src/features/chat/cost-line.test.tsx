import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import type { ChatAccessView } from './chat-types';
import { CostLine } from './cost-line';

beforeAll(prepareWebTests);
afterEach(cleanup);

async function show(access: ChatAccessView, onTopUp?: () => void) {
	await renderRoute(() => <CostLine access={access} onTopUp={onTopUp} />);
}

describe('the cost line above the composer', () => {
	it('counts the trial days left', async () => {
		await show({ kind: 'trial', daysLeft: 12 });
		expect(screen.getByTestId('chat-cost-line').textContent).toBe('Prueba gratuita del chat: quedan 12 días');
		cleanup();
		await show({ kind: 'trial', daysLeft: 1 });
		expect(screen.getByTestId('chat-cost-line').textContent).toBe('Prueba gratuita del chat: queda 1 día');
	});

	it('says during the trial what its end costs, with a link to the messaging plan’s card', async () => {
		await show({ kind: 'trial', daysLeft: 12 });
		expect(screen.getByTestId('chat-cost-after-trial').textContent).toMatch(
			/^Al terminar la prueba, cada mensaje cuesta 69 centavos \(DOP\$ 0[.,]69\) de tu saldo, o envía mensajes ilimitados con un plan\. Ver el plan de mensajes ilimitados$/,
		);
		expect(screen.getByTestId('chat-unlimited-plan-link').getAttribute('href')).toBe(
			'/pricingTable#plan-freelancer-unlimited-messaging',
		);
	});

	it('says a plan includes the message', async () => {
		await show({ kind: 'plan' });
		expect(screen.getByTestId('chat-cost-line').textContent).toBe('Incluido en tu plan');
	});

	it('says 69 cents come from the balance, with what is left', async () => {
		await show({ kind: 'balance', balanceCents: 1031, priceCents: 69 });
		expect(screen.getByTestId('chat-cost-line').textContent).toBe('69 centavos de tu saldo (DOP$ 10.31 disponibles)');
	});

	it('shows the three spec texts, the pricing link and the top-up button when blocked', async () => {
		await show({ kind: 'blocked' }, () => undefined);
		const blocked = screen.getByTestId('chat-cost-blocked');
		expect(blocked.textContent).toContain('Tu período de prueba del chat ha terminado');
		expect(blocked.textContent).toContain('Suscríbete a la suscripción de mensajes');
		// To the messaging plan's card, which the pricing page scrolls to and marks.
		expect(screen.getByTestId('chat-subscribe-link').getAttribute('href')).toBe(
			'/pricingTable#plan-freelancer-unlimited-messaging',
		);
		expect(screen.getByTestId('chat-top-up')).toBeTruthy();
	});
});
