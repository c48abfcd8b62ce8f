import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { BusinessVerifyPage } from './business-verify-page';

beforeAll(async () => {
	await prepareWebTests();
});
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const OWNER = { id: 'u1', firstName: 'Pedro', lastName: 'Almánzar', email: 'pedro@example.com', staffRole: null };

const BASE = {
	verified: false,
	verifiedAt: null,
	channels: { phone: '+18095550101', email: 'ventas@laesquina.do' },
	title: 'Ferretería La Esquina',
	taxId: { kind: 'rnc', number: '1-01-85004-3' },
	pending: null,
	review: null,
	rejection: null,
};

/** The server answers business.verification with `state`. */
async function renderWith(state: Record<string, unknown>) {
	vi.stubGlobal('fetch', async () => {
		return new Response(JSON.stringify([{ result: { data: { ...BASE, ...state } } }]), {
			status: 200,
			headers: { 'content-type': 'application/json' },
		});
	});
	queryClient.setQueryData(SESSION_QUERY_KEY, OWNER as never);
	await renderRoute(() => <BusinessVerifyPage id={7} />, queryClient);
}

describe("the owner's verification page", () => {
	it('says the request is under review since the day it was submitted, with no form', async () => {
		await renderWith({
			review: { channel: 'email', target: 'ventas@laesquina.do', submittedAt: '2026-11-20T14:00:00Z' },
		});
		expect((await screen.findByTestId('verify-under-review')).textContent).toContain('ventas@laesquina.do');
		expect(screen.getByTestId('verify-status').textContent).toBe('En revisión');
		expect(screen.queryByTestId('verify-send')).toBeNull();
	});

	it("shows a rejection with the staff's reason and the form to try again", async () => {
		await renderWith({ rejection: { reason: 'El RNC no corresponde al nombre', decidedAt: '2026-11-21T14:00:00Z' } });
		expect((await screen.findByTestId('verify-rejected-reason')).textContent).toBe(
			'Motivo: El RNC no corresponde al nombre',
		);
		expect(screen.getByTestId('verify-status').textContent).toBe('Rechazada');
		expect(screen.getByTestId('verify-send')).toBeTruthy();
	});
});
