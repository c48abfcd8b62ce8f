import { act, cleanup, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests } from '../test/render-page';
import { changeLanguage, i18n } from './i18n';
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

	it('keeps `t` while the language stays, and renders texts added later', async () => {
		await changeLanguage('es');
		let seen: TFunction | null = null;
		render(
			<Probe
				onRender={(t) => {
					seen = t;
				}}
			/>,
		);
		const first = seen;
		expect(screen.getByTestId('probe').textContent).toBe('lateArrival.text');
		act(() => i18n.addResourceBundle('es', { lateArrival: { text: 'Llegó tarde' } }));
		expect(screen.getByTestId('probe').textContent).toBe('Llegó tarde');
		expect(seen).toBe(first);
		await act(() => changeLanguage('en'));
		expect(seen).not.toBe(first);
	});

	it('shows the plural of the rendered language', async () => {
		await changeLanguage('es');
		render(<Page />);
		expect(screen.getByText(i18n.fixedT('es')('wall.page.newPosts', { count: 2 }))).toBeTruthy();
		await act(() => changeLanguage('en'));
		expect(screen.getByText('2 new posts: show')).toBeTruthy();
	});
});
