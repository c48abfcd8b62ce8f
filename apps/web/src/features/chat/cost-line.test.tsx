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

	it('says a plan includes the message', async () => {
		await show({ kind: 'plan' });
		expect(screen.getByTestId('chat-cost-line').textContent).toBe('Incluido en tu plan');
	});

	it('says 69 cents come from the balance, with what is left', async () => {
		await show({ kind: 'balance', balanceCents: 1031 });
		expect(screen.getByTestId('chat-cost-line').textContent).toBe('69 centavos de tu saldo (DOP$ 10.31 disponibles)');
	});

	it('shows the three spec texts, the pricing link and the top-up button when blocked', async () => {
		await show({ kind: 'blocked' }, () => undefined);
		const blocked = screen.getByTestId('chat-cost-blocked');
		expect(blocked.textContent).toContain('Tu período de prueba del chat ha terminado');
		expect(blocked.textContent).toContain('Suscríbete a la suscripción de mensajes');
		expect(screen.getByTestId('chat-subscribe-link').getAttribute('href')).toBe('/pricingTable');
		expect(screen.getByTestId('chat-top-up')).toBeTruthy();
	});
});
