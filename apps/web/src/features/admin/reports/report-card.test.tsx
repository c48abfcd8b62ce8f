import type { PublicUser } from '@edge/api/client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { prepareWebTests, renderRoute } from '../../../test/render-page';
import { ReportCard } from './report-card';
import type { ReportedItem } from './report-types';

beforeAll(async () => {
	await prepareWebTests();
});
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const AT = '2026-11-20T15:00:00.000Z';

const chatItem = (overrides: Partial<ReportedItem> = {}): ReportedItem => ({
	kind: 'chatMessage',
	id: 42,
	count: 2,
	firstReportedAt: AT,
	reasons: [
		{ reason: 'Me insultó', reportedAt: AT, reporterId: 'u-1', reporterName: 'Carla Prueba' },
		{ reason: null, reportedAt: AT, reporterId: 'u-2', reporterName: 'Rosa Dos' },
	],
	title: null,
	text: 'Mensaje grosero',
	createdAt: AT,
	author: {
		id: 'author-1',
		name: 'Fede Prueba',
		email: 'fede@example.com',
		suspended: false,
		suspendedAt: null,
		staffRole: null,
	},
	hidden: null,
	context: {
		kind: 'chatMessage',
		conversationId: 7,
		messages: [
			{
				id: 41,
				senderId: 'u-1',
				senderName: 'Carla Prueba',
				body: 'Hola',
				createdAt: AT,
				reported: false,
				hidden: false,
			},
			{
				id: 42,
				senderId: 'author-1',
				senderName: 'Fede Prueba',
				body: 'Mensaje grosero',
				createdAt: AT,
				reported: true,
				hidden: false,
			},
		],
	},
	...overrides,
});

/** Mutations one per request (POST), answered ok; records each one's path and body. */
function stubMutations() {
	const mutations: Array<{ path: string; body: unknown }> = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(String(input), 'http://localhost');
		const path = decodeURIComponent(url.pathname.replace('/api/trpc/', ''));
		if (init?.method === 'POST') mutations.push({ path, body: JSON.parse(String(init.body ?? 'null')) });
		const body = init?.method === 'POST' ? { result: { data: { hidden: true } } } : [];
		return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
	});
	return mutations;
}

function signInAsModerator() {
	queryClient.setQueryData(SESSION_QUERY_KEY, { id: 'mod-1', staffRole: 'moderator' } as PublicUser);
}

async function renderCard(item: ReportedItem) {
	await renderRoute(() => <ReportCard item={item} />, queryClient);
	return screen.findByTestId('report-card');
}

describe('ReportCard (Spanish, the default language)', () => {
	it('shows the kind, the count, each reason and the conversation around the reported message', async () => {
		stubMutations();
		signInAsModerator();
		const card = await renderCard(chatItem());
		expect(within(card).getByTestId('report-kind').textContent).toBe('Mensaje del chat');
		expect(within(card).getByTestId('report-count').textContent).toBe('2 reportes');
		const reasons = within(card).getByTestId('report-reasons').textContent ?? '';
		expect(reasons).toContain('Me insultó');
		expect(reasons).toContain('(sin motivo)');
		expect(within(card).getByTestId('report-context-reported').textContent).toContain('Mensaje grosero');
		expect(within(card).getAllByTestId('report-context-message')).toHaveLength(1);
		expect(within(card).getByTestId('report-author').textContent).toContain('fede@example.com');
	});

	it('asks for a reason before hiding, then hides the item with it', async () => {
		const mutations = stubMutations();
		signInAsModerator();
		const card = await renderCard(chatItem());
		fireEvent.click(within(card).getByTestId('report-hide'));
		fireEvent.click(await screen.findByTestId('report-confirm'));
		expect(await screen.findByText('Escribe el motivo.')).toBeTruthy();
		expect(mutations).toEqual([]);

		fireEvent.change(screen.getByTestId('report-reason'), { target: { value: '  Insulto  ' } });
		fireEvent.click(screen.getByTestId('report-confirm'));
		await waitFor(() => expect(mutations).toHaveLength(1));
		expect(mutations[0]).toEqual({
			path: 'staff.reports.hide',
			body: { kind: 'chatMessage', id: 42, reason: 'Insulto' },
		});
	});

	it('offers restore for a hidden item, and no warn or suspend on an admin', async () => {
		stubMutations();
		signInAsModerator();
		const card = await renderCard(
			chatItem({
				count: 0,
				hidden: { hiddenAt: AT, reason: 'Insulto' },
				author: { ...chatItem().author, staffRole: 'admin' },
			}),
		);
		expect(within(card).getByTestId('report-hidden-badge').textContent).toBe('Oculto');
		expect(within(card).getByTestId('report-restore')).toBeTruthy();
		expect(within(card).queryByTestId('report-hide')).toBeNull();
		expect(within(card).queryByTestId('report-dismiss')).toBeNull();
		expect(within(card).queryByTestId('report-warn')).toBeNull();
		expect(within(card).queryByTestId('report-suspend')).toBeNull();
	});
});
