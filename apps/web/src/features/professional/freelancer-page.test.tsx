import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { FreelancerPage } from './freelancer-page';
import type { FreelancerView } from './professional-types';

beforeAll(async () => {
	await prepareWebTests();
	// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
	if (!('fonts' in document))
		Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const VIEW: FreelancerView = {
	id: 7,
	kind: 'freelancer',
	ownerId: 'owner-1',
	isOwner: false,
	title: 'Pedro Martínez',
	about: 'Electricista residencial.',
	city: 'Santiago de los Caballeros',
	province: 'Santiago',
	municipalitySlug: 'santiago-de-los-caballeros',
	provinceSlug: 'santiago',
	lat: null,
	lng: null,
	imageId: null,
	jobType: { slug: 'electrician', name: { es: 'Electricista', en: 'Electrician' } },
	freelancerKind: 'independent',
	idNumber: '***-****820-5',
	phone: '+18095551234',
	socialLinks: [],
	hours: [{ weekday: 1, opens: '08:00', closes: '17:00' }],
	status: { state: 'open', alwaysOpen: false, closesAt: '17:00', closesInMinutes: 300 },
	ratingCount: 0,
	ratingAverage: null,
	membership: { planIds: [] },
	otherProfiles: [{ id: 9, kind: 'employee', title: 'Pedro (empleado)' }],
	createdAt: '2026-11-01T00:00:00.000Z',
	updatedAt: '2026-11-01T00:00:00.000Z',
};

const json = (status: number, body: unknown) =>
	new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each call of a tRPC batch: the freelancer with `freelancer`, anything else with null. */
function stubServer(freelancer: { ok: true; data: FreelancerView } | { ok: false; code: string; status: number }) {
	vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
		const url = String(input);
		const paths = (new URL(url, 'http://localhost').pathname.split('/api/trpc/')[1] ?? '').split(',');
		const items = paths.map((path) => {
			// The reviews section asks for its own data beside the profile: no reviews yet.
			if (path === 'reviews.list') return { result: { data: { items: [], nextCursor: null } } };
			if (path === 'reviews.summary')
				return { result: { data: { count: 0, average: null, distribution: [0, 0, 0, 0, 0], mine: null } } };
			if (path !== 'professional.freelancer.get') return { result: { data: null } };
			if (freelancer.ok) return { result: { data: freelancer.data } };
			return {
				error: {
					code: -32004,
					message: 'directory.profileNotFound',
					data: {
						code: freelancer.code,
						httpStatus: freelancer.status,
						i18nKey: 'directory.profileNotFound',
						params: {},
						fieldErrors: {},
					},
				},
			};
		});
		const failed = !freelancer.ok && paths.includes('professional.freelancer.get');
		return json(failed ? 207 : 200, items);
	});
}

describe('/professionalProfile?id=', () => {
	it('shows a visitor every section, the masked cédula and the chat button, without owner actions', async () => {
		stubServer({ ok: true, data: VIEW });
		await renderRoute(() => <FreelancerPage id={7} />, queryClient);
		expect((await screen.findByTestId('freelancer-title')).textContent).toBe('Pedro Martínez');
		expect(screen.getByTestId('freelancer-id-number').textContent).toBe('Cédula: ***-****820-5');
		expect(screen.getByTestId('availability').textContent).toBe('Disponible ahora · Hasta las 5:00\u00a0p.\u00a0m.');
		expect(screen.getByTestId('freelancer-membership').textContent).toContain('Plan gratuito');
		expect(within(screen.getByTestId('other-profiles')).getByText('Pedro (empleado)')).toBeTruthy();
		expect(screen.getByTestId('freelancer-chat').getAttribute('href')).toBe('/chat/owner-1');
		expect(screen.queryByTestId('freelancer-edit')).toBeNull();
		expect(screen.queryByTestId('delete-profile')).toBeNull();
		expect(document.title).toBe('Perfil profesional · Edge');
	});

	it('shows the owner the edit and delete actions and the way to the plans, and no chat with themselves', async () => {
		stubServer({ ok: true, data: { ...VIEW, isOwner: true, idNumber: '001-1391820-5' } });
		await renderRoute(() => <FreelancerPage id={7} />, queryClient);
		expect((await screen.findByTestId('freelancer-id-number')).textContent).toBe('Cédula: 001-1391820-5');
		expect(screen.getByTestId('freelancer-edit')).toBeTruthy();
		expect(screen.getByTestId('delete-profile')).toBeTruthy();
		expect(screen.getByTestId('membership-plans').getAttribute('href')).toBe('/pricingTable');
		expect(screen.queryByTestId('freelancer-chat')).toBeNull();
	});

	it("says 'Perfil no encontrado' for an unknown profile", async () => {
		stubServer({ ok: false, code: 'NOT_FOUND', status: 404 });
		await renderRoute(() => <FreelancerPage id={404} />, queryClient);
		expect((await screen.findByTestId('profile-not-found')).textContent).toContain('Perfil no encontrado');
	});
});
