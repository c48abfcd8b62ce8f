import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../../test/render-page';
import { VerificationCard } from './verification-card';
import type { VerificationRequestItem } from './verification-types';

beforeAll(async () => {
	await prepareWebTests();
});
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const ITEM: VerificationRequestItem = {
	id: 41,
	status: 'pending',
	channel: 'email',
	target: 'ventas@laesquina.do',
	submittedAt: '2026-11-20T14:00:00.000Z',
	decidedAt: null,
	reason: null,
	submitted: {
		channel: 'email',
		target: 'ventas@laesquina.do',
		businessName: 'Ferretería La Esquina',
		taxId: { kind: 'rnc', number: '1-01-85004-3' },
		contactStillCurrent: true,
	},
	profile: {
		id: 7,
		kind: 'business',
		title: 'Ferretería La Esquina',
		category: null,
		province: 'Santiago',
		city: 'Santiago de los Caballeros',
		phone: null,
		email: 'ventas@laesquina.do',
		website: null,
		taxId: { kind: 'rnc', number: '1-01-85004-3' },
		imageId: null,
		verified: false,
	},
	owner: { id: 'u1', name: 'Pedro Almánzar', email: 'pedro@example.com' },
	previous: [
		{
			id: 12,
			status: 'rejected',
			channel: 'phone',
			target: '+18095550101',
			submittedAt: '2026-10-01T14:00:00.000Z',
			decidedAt: '2026-10-02T14:00:00.000Z',
			reason: 'El RNC no corresponde',
		},
	],
};

/** The server: staff.verifications.reject records what it was sent and answers ok. */
function stubServer() {
	const sent: unknown[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = String(input);
		if (url.includes('staff.verifications.reject')) sent.push(JSON.parse(String(init?.body)));
		return new Response(JSON.stringify({ result: { data: { requestId: 41, status: 'rejected' } } }), {
			status: 200,
			headers: { 'content-type': 'application/json' },
		});
	});
	return sent;
}

describe('a verification request card', () => {
	it('shows what was submitted, the RNC whole, and the earlier rejection with its reason', async () => {
		stubServer();
		await renderRoute(() => <VerificationCard item={ITEM} />, queryClient);
		expect(screen.getByTestId('verification-contact').textContent).toBe('Correo: ventas@laesquina.do');
		expect(screen.getAllByText('RNC: 1-01-85004-3')).toHaveLength(2);
		expect(screen.getByText(/El RNC no corresponde/)).toBeTruthy();
		expect(screen.queryByTestId('verification-contact-changed')).toBeNull();
	});

	it('will not reject without a reason, and sends the reason written', async () => {
		const sent = stubServer();
		await renderRoute(() => <VerificationCard item={ITEM} />, queryClient);
		fireEvent.click(screen.getByTestId('verification-reject'));
		fireEvent.click(await screen.findByTestId('verification-decision-submit'));
		expect(await screen.findByText('Escribe el motivo del rechazo')).toBeTruthy();
		expect(sent).toEqual([]);

		fireEvent.change(screen.getByTestId('verification-reason'), {
			target: { value: '  El nombre no coincide con la DGII  ' },
		});
		fireEvent.click(screen.getByTestId('verification-decision-submit'));
		await waitFor(() => expect(sent).toHaveLength(1));
		expect(sent[0]).toEqual({ requestId: 41, reason: 'El nombre no coincide con la DGII' });
	});

	it('keeps the dialog and the reason written when the server refuses, and says why', async () => {
		vi.stubGlobal('fetch', async () =>
			Response.json(
				{
					error: {
						message: 'Esta solicitud ya fue decidida. Recarga la lista.',
						code: -32600,
						data: {
							code: 'CONFLICT',
							httpStatus: 409,
							i18nKey: 'admin.verifications.alreadyDecided',
							params: {},
							fieldErrors: {},
						},
					},
				},
				{ status: 409 },
			),
		);
		await renderRoute(() => <VerificationCard item={ITEM} />, queryClient);
		fireEvent.click(screen.getByTestId('verification-reject'));
		fireEvent.change(await screen.findByTestId('verification-reason'), { target: { value: 'RNC de otra empresa' } });
		fireEvent.click(screen.getByTestId('verification-decision-submit'));
		expect(await screen.findByText('Esta solicitud ya fue decidida. Recarga la lista.')).toBeTruthy();
		expect((screen.getByTestId('verification-reason') as HTMLTextAreaElement).value).toBe('RNC de otra empresa');
	});
});
