import type { CalendarAccess } from '@edge/api/schemas';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { EventFormPage } from './event-form-page';

beforeAll(prepareWebTests);
afterEach(async () => {
	cleanup();
	vi.unstubAllGlobals();
	await changeLanguage('es');
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The server at the network boundary, answering calendar.access with `access`. */
function stubAccess(access: CalendarAccess) {
	vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
		const paths = new URL(String(input), 'http://edge.test').pathname.replace('/api/trpc/', '').split(',');
		return json(paths.map((path) => ({ result: { data: path === 'calendar.access' ? access : null } })));
	});
}

const WITHOUT_EVENTS: CalendarAccess = {
	signedIn: true,
	canManage: false,
	profiles: [{ id: 4, title: 'Cacao Criollo', kind: 'business' }],
	eventsFrom: null,
};

/** Business Profile today, Multi-Profile Premium from 22:00 of 26 December in Santo Domingo (02:00 UTC the 27th). */
const SCHEDULED: CalendarAccess = {
	...WITHOUT_EVENTS,
	eventsFrom: {
		planId: 'business-multi-profile-premium',
		planName: { es: 'Negocio Multiperfil Premium', en: 'Business Multi-Profile Premium' },
		from: '2026-12-27T02:00:00.000Z',
	},
};

const render = () =>
	renderRoute(() => <EventFormPage />, new QueryClient({ defaultOptions: { queries: { retry: false } } }));

describe('EventFormPage without a plan that unlocks events', () => {
	it('refuses and offers the plans when no change onto such a plan is scheduled', async () => {
		stubAccess(WITHOUT_EVENTS);
		await render();
		const gate = await screen.findByTestId('event-action-not-allowed');
		expect(gate.textContent).toContain('Acción no permitida');
		expect(screen.getByTestId('event-see-plans').getAttribute('href')).toBe('/pricingTable');
		expect(screen.queryByTestId('event-scheduled-plan')).toBeNull();
	});

	it('says events come with the scheduled plan on its date (a Santo Domingo day), in Spanish', async () => {
		stubAccess(SCHEDULED);
		await render();
		const scheduled = await screen.findByTestId('event-scheduled-plan');
		expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
			'Los eventos llegan con Negocio Multiperfil Premium el 26 de diciembre de 2026',
		);
		expect(scheduled.textContent).toContain('podrás crear, editar y eliminar eventos');
		expect(screen.getByTestId('event-see-subscription').getAttribute('href')).toBe('/profile');
		expect(screen.queryByTestId('event-action-not-allowed')).toBeNull();
		expect(screen.queryByTestId('event-see-plans')).toBeNull();
	});

	it('and in English', async () => {
		await changeLanguage('en');
		stubAccess(SCHEDULED);
		await render();
		await screen.findByTestId('event-scheduled-plan');
		expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
			'Events come with Business Multi-Profile Premium on December 26, 2026',
		);
		expect(screen.getByTestId('event-see-subscription').textContent).toBe('See my subscription');
	});
});
