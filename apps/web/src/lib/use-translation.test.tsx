import { act, cleanup, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests } from '../test/render-page';
import { changeLanguage, createDrawI18n, i18n } from './i18n';
import { type TFunction, useTranslation } from './use-translation';

beforeAll(prepareWebTests);
afterEach(cleanup);

/** Memoized like many components: only a new `t` makes it render again. */
const Title = memo(function Title({ t }: { t: TFunction }) {
	return <h1>{t('common.language.label')}</h1>;
});

function Probe({ onRender }: { onRender: (t: TFunction) => void }) {
	const { t } = useTranslation();
	onRender(t);
	return <span data-testid="probe">{t('lateArrival.text')}</span>;
}

function Page() {
	const { t, i18n: translator } = useTranslation();
	return (
		<main lang={translator.language}>
			<Title t={t} />
			<p>{t('wall.page.newPosts', { count: 2 })}</p>
		</main>
	);
}

describe('useTranslation', () => {
	it('renders again, memoized parts included, when the language changes', async () => {
		await changeLanguage('es');
		const spanish = i18n.t('common.language.label');
		render(<Page />);
		expect(screen.getByRole('heading').textContent).toBe(spanish);
		expect(screen.getByRole('main').getAttribute('lang')).toBe('es');

		await act(() => changeLanguage('en'));
		const english = i18n.t('common.language.label');
		expect(english).not.toBe(spanish);
		expect(screen.getByRole('heading').textContent).toBe(english);
		expect(screen.getByRole('main').getAttribute('lang')).toBe('en');
		expect(document.documentElement.lang).toBe('en');

		await act(() => changeLanguage('es'));
		expect(screen.getByRole('heading').textContent).toBe(spanish);
	});

	it('renders texts added later (a catalog arriving), and gives a new `t` on a language change', async () => {
		await changeLanguage('es');
		let seen: TFunction | null = null;
		render(
			<Probe
				onRender={(t) => {
					seen = t;
				}}
			/>,
		);
		expect(screen.getByTestId('probe').textContent).toBe('lateArrival.text');
		act(() => i18n.addResourceBundle('es', 'translation', { lateArrival: { text: 'Llegó tarde' } }, true));
		expect(screen.getByTestId('probe').textContent).toBe('Llegó tarde');
		const spanish = seen;
		await act(() => changeLanguage('en'));
		expect(seen).not.toBe(spanish);
		// No English text: the Spanish one (the fallback language).
		expect(screen.getByTestId('probe').textContent).toBe('Llegó tarde');
	});

	it('shows the plural of the rendered language', async () => {
		await changeLanguage('es');
		render(<Page />);
		expect(screen.getByText('2 publicaciones nuevas: mostrar')).toBeTruthy();
		await act(() => changeLanguage('en'));
		expect(screen.getByText('2 new posts: show')).toBeTruthy();
	});

	it("reads a server draw's own instance from its provider", async () => {
		await changeLanguage('es');
		const english = await createDrawI18n('en');
		render(
			<I18nextProvider i18n={english}>
				<Page />
			</I18nextProvider>,
		);
		expect(screen.getByRole('main').getAttribute('lang')).toBe('en');
		expect(screen.getByText('2 new posts: show')).toBeTruthy();
		expect(i18n.language).toBe('es');
	});
});
