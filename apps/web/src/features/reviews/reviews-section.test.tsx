import type { PublicUser } from '@edge/api/client';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import type { RatingSummary, ReviewView } from './review-types';
import { ReviewsSection } from './reviews-section';

beforeAll(async () => {
	await prepareWebTests();
	// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
	if (!('fonts' in document))
		Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
	// The forms load when shown (lazy-review-parts.tsx): import them once here, so a test's wait for
	// a form measures the component, not the test runner compiling the module.
	await Promise.all([import('./review-form'), import('./reply-form'), import('./report-review-button')]);
});
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const OWNER_ID = 'owner-1';

const review = (overrides: Partial<ReviewView>): ReviewView => ({
	id: 1,
	profileId: 7,
	rating: 5,
	comment: 'Excelente servicio',
	authorName: 'Ana P.',
	createdAt: '2026-11-20T15:00:00.000Z',
	editedAt: null,
	reply: null,
	mine: false,
	reportedByMe: false,
	hidden: null,
	...overrides,
});

const SUMMARY: RatingSummary = { count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1], mine: null };
const PAGE = {
	items: [
		review({ id: 2, rating: 4, comment: 'Muy bueno', authorName: 'Luis S.' }),
		review({ id: 1, reply: { text: '¡Gracias, Ana!', repliedAt: '2026-11-21T12:00:00.000Z' } }),
	],
	nextCursor: 1,
};

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { result: { data } } });

/**
 * The server as tRPC's links call it: queries arrive batched (`a,b?batch=1`, answered with an array
 * in call order), mutations one per request. Records every mutation's body.
 */
function stubServer(answers: Record<string, Answer>) {
	const mutations: Array<{ path: string; body: unknown }> = [];
	const queries: string[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = new URL(String(input), 'http://localhost');
		const paths = decodeURIComponent(url.pathname.replace('/api/trpc/', '')).split(',');
		const json = (status: number, body: unknown) =>
			new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
		const answerOf = (path: string) => answers[path] ?? ok(null);
		if (init?.method === 'POST') {
			const path = paths[0] ?? '';
			mutations.push({ path, body: JSON.parse(String(init.body ?? 'null')) });
			const answer = answerOf(path);
			return json(answer.status, answer.body);
		}
		queries.push(...paths);
		const each = paths.map(answerOf);
		return json(
			Math.max(...each.map((answer) => answer.status)),
			each.map((answer) => answer.body),
		);
	});
	return { mutations, queries };
}

function signIn(id: string | null) {
	const user = id ? ({ id, firstName: 'Marta', lastName: 'Gómez' } as PublicUser) : null;
	queryClient.setQueryData(SESSION_QUERY_KEY, user);
}

async function renderSection() {
	await renderRoute(() => <ReviewsSection profileId={7} ownerId={OWNER_ID} />, queryClient);
	return screen.findByTestId('reviews-section');
}

describe('ReviewsSection (Spanish, the default language)', () => {
	it('shows the average, the count, the distribution and the reviews; visitors get a sign-in link', async () => {
		stubServer({ 'reviews.summary': ok(SUMMARY), 'reviews.list': ok(PAGE) });
		signIn(null);
		const section = await renderSection();

		expect((await within(section).findByTestId('reviews-average')).textContent).toBe('4.5');
		expect(within(section).getByTestId('reviews-count').textContent).toBe('2 reseñas');
		expect(within(section).getByTestId('reviews-bar-5').textContent).toBe('5 estrellas1');
		expect(within(section).getByTestId('reviews-bar-1').textContent).toBe('1 estrella0');

		const cards = await within(section).findAllByTestId('review-card');
		expect(cards.map((card) => within(card).getByTestId('review-author').textContent)).toEqual(['Luis S.', 'Ana P.']);
		expect(within(cards[1] as HTMLElement).getByTestId('review-reply').textContent).toContain('¡Gracias, Ana!');
		expect(within(cards[1] as HTMLElement).getByTestId('review-date').textContent).toBe('20 de noviembre de 2026');
		expect(within(section).getByTestId('reviews-load-more').textContent).toBe('Cargar más');

		expect(within(section).getByTestId('reviews-sign-in').textContent).toBe('Inicia sesión para escribir una reseña');
		expect(within(section).queryByTestId('review-form')).toBeNull();
		expect(within(section).queryByTestId('review-report')).toBeNull();
	});

	it('an empty profile says so and shows no average', async () => {
		stubServer({
			'reviews.summary': ok({ count: 0, average: null, distribution: [0, 0, 0, 0, 0], mine: null }),
			'reviews.list': ok({ items: [], nextCursor: null }),
		});
		signIn(null);
		const section = await renderSection();
		expect((await within(section).findByTestId('reviews-empty')).textContent).toBe(
			'Todavía no hay reseñas. ¡Sé el primero en opinar!',
		);
		expect(within(section).getByTestId('reviews-average').textContent).toBe('–');
		expect(within(section).getByTestId('reviews-count').textContent).toBe('0 reseñas');
	});

	it('refuses a review without stars before calling the server, keeping the comment', async () => {
		const { mutations } = stubServer({ 'reviews.summary': ok(SUMMARY), 'reviews.list': ok(PAGE) });
		signIn('visitor-1');
		const section = await renderSection();
		const form = await within(section).findByTestId('review-form');
		const comment = within(form).getByTestId('review-comment') as HTMLTextAreaElement;

		await act(async () => {
			fireEvent.change(comment, { target: { value: 'Buena atención' } });
		});
		await act(async () => {
			fireEvent.click(within(form).getByTestId('review-submit'));
		});

		expect(await within(form).findByText('Elige una calificación de 1 a 5 estrellas')).toBeTruthy();
		expect(comment.value).toBe('Buena atención');
		expect(mutations).toEqual([]);
	});

	it('keeps the stars and the comment when the server refuses the save, and shows why', async () => {
		const { mutations } = stubServer({
			'reviews.summary': ok(SUMMARY),
			'reviews.list': ok(PAGE),
			'reviews.upsert': {
				status: 400,
				body: {
					error: {
						code: -32600,
						message: 'errors.badRequest',
						data: {
							code: 'BAD_REQUEST',
							httpStatus: 400,
							i18nKey: 'errors.badRequest',
							params: {},
							fieldErrors: { comment: ['validation.tooLong'] },
						},
					},
				},
			},
		});
		signIn('visitor-1');
		const section = await renderSection();
		const form = await within(section).findByTestId('review-form');
		const comment = within(form).getByTestId('review-comment') as HTMLTextAreaElement;

		await act(async () => {
			// Enter on a star is how a keyboard user picks it (a click lands on its label).
			fireEvent.keyDown(within(form).getByRole('radio', { name: '4 estrellas' }), { key: 'Enter' });
			fireEvent.change(comment, { target: { value: 'Muy amables' } });
		});
		await act(async () => {
			fireEvent.click(within(form).getByTestId('review-submit'));
		});

		expect(await within(form).findByText('Es demasiado largo')).toBeTruthy();
		expect(mutations).toEqual([{ path: 'reviews.upsert', body: { profileId: 7, rating: 4, comment: 'Muy amables' } }]);
		expect(comment.value).toBe('Muy amables');
		expect((within(form).getByRole('radio', { name: '4 estrellas' }) as HTMLInputElement).checked).toBe(true);
	});

	it('after a save, reads the summary and the reviews again', async () => {
		const server = stubServer({
			'reviews.summary': ok(SUMMARY),
			'reviews.list': ok(PAGE),
			'reviews.upsert': ok(review({ id: 10, rating: 5, comment: null, mine: true })),
		});
		signIn('visitor-1');
		const section = await renderSection();
		const form = await within(section).findByTestId('review-form');
		await within(section).findAllByTestId('review-card');
		const before = server.queries.length;

		await act(async () => {
			fireEvent.keyDown(within(form).getByRole('radio', { name: '5 estrellas' }), { key: 'Enter' });
		});
		await act(async () => {
			fireEvent.click(within(form).getByTestId('review-submit'));
		});

		expect(server.mutations).toEqual([{ path: 'reviews.upsert', body: { profileId: 7, rating: 5, comment: '' } }]);
		await waitFor(() => {
			const after = server.queries.slice(before);
			expect(after).toContain('reviews.summary');
			expect(after).toContain('reviews.list');
		});
	});

	it("edits the user's own review: filled in, with a delete that asks first", async () => {
		const mine = review({ id: 9, rating: 3, comment: 'Regular', mine: true });
		stubServer({ 'reviews.summary': ok({ ...SUMMARY, mine }), 'reviews.list': ok(PAGE) });
		signIn('visitor-1');
		const section = await renderSection();
		const form = await within(section).findByTestId('review-form');
		expect(within(form).getByText('Tu reseña')).toBeTruthy();
		expect((within(form).getByTestId('review-comment') as HTMLTextAreaElement).value).toBe('Regular');
		expect(within(form).getByTestId('review-submit').textContent).toBe('Guardar cambios');

		await act(async () => {
			fireEvent.click(within(form).getByTestId('review-remove'));
		});
		const dialog = await screen.findByTestId('review-remove-confirm');
		expect(within(dialog).getByText(/No se puede deshacer/)).toBeTruthy();
	});

	it('the owner gets no form and a reply button on the reviews still unanswered', async () => {
		stubServer({ 'reviews.summary': ok(SUMMARY), 'reviews.list': ok(PAGE) });
		signIn(OWNER_ID);
		const section = await renderSection();
		const cards = await within(section).findAllByTestId('review-card');
		expect(within(section).getByTestId('reviews-owner-hint')).toBeTruthy();
		expect(within(section).queryByTestId('review-form')).toBeNull();
		expect(within(cards[0] as HTMLElement).getByTestId('review-reply-open').textContent).toBe('Responder');
		expect(within(cards[1] as HTMLElement).queryByTestId('review-reply-open')).toBeNull();
		// The owner may report a review on their profile like anyone signed in.
		expect(within(cards[0] as HTMLElement).getByTestId('review-report')).toBeTruthy();
	});

	it('reports a review only after the confirmation, with the optional reason', async () => {
		const { mutations } = stubServer({
			'reviews.summary': ok(SUMMARY),
			'reviews.list': ok(PAGE),
			'reviews.report': ok({ reported: true }),
		});
		signIn('visitor-1');
		const section = await renderSection();
		const [first] = await within(section).findAllByTestId('review-card');
		await act(async () => {
			fireEvent.click(within(first as HTMLElement).getByTestId('review-report'));
		});
		const dialog = await screen.findByTestId('review-report-confirm');
		expect(mutations).toEqual([]);
		await act(async () => {
			fireEvent.change(within(dialog).getByLabelText('Motivo (opcional)'), { target: { value: 'Es falsa' } });
		});
		await act(async () => {
			fireEvent.click(within(dialog).getByTestId('review-report-confirm-submit'));
		});
		await waitFor(() =>
			expect(mutations).toEqual([{ path: 'reviews.report', body: { reviewId: 2, reason: 'Es falsa' } }]),
		);
	});

	it('the owner replies once: a refused reply keeps its text and shows why', async () => {
		const { mutations } = stubServer({
			'reviews.summary': ok(SUMMARY),
			'reviews.list': ok(PAGE),
			'reviews.reply': {
				status: 409,
				body: {
					error: {
						code: -32009,
						message: 'reviews.alreadyReplied',
						data: { code: 'CONFLICT', httpStatus: 409, i18nKey: 'reviews.alreadyReplied', params: {}, fieldErrors: {} },
					},
				},
			},
		});
		signIn(OWNER_ID);
		const section = await renderSection();
		const [first] = await within(section).findAllByTestId('review-card');
		const card = first as HTMLElement;
		await act(async () => {
			fireEvent.click(within(card).getByTestId('review-reply-open'));
		});
		const text = within(card).getByTestId('reply-text') as HTMLTextAreaElement;
		await act(async () => {
			fireEvent.change(text, { target: { value: 'Gracias, Luis' } });
		});
		await act(async () => {
			fireEvent.click(within(card).getByTestId('reply-submit'));
		});
		expect((await within(card).findByTestId('reply-error')).textContent).toBe(
			'Esta reseña ya tiene una respuesta del propietario.',
		);
		expect(mutations).toEqual([{ path: 'reviews.reply', body: { reviewId: 2, reply: 'Gracias, Luis' } }]);
		expect(text.value).toBe('Gracias, Luis');
	});
});
