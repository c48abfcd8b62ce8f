import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OpeningStatusBadge } from '../features/directory/opening-status-badge';
import { prepareWebTests, renderWithProviders } from '../test/render-page';
import { changeLanguage, createDrawI18n, currentLanguage } from './i18n';
import { useLanguage } from './use-language';

beforeAll(prepareWebTests);
afterEach(cleanup);
afterAll(() => changeLanguage('es'));

function Probe() {
	return <span data-testid="language">{useLanguage()}</span>;
}

describe('useLanguage', () => {
	it("is the rendered language: the app's, following a change", async () => {
		await changeLanguage('es');
		render(<Probe />);
		expect(screen.getByTestId('language').textContent).toBe('es');
		await act(() => changeLanguage('en'));
		expect(screen.getByTestId('language').textContent).toBe('en');
	});

	it("is a server draw's own language inside its provider, while the app's stays Spanish", async () => {
		await changeLanguage('es');
		const english = await createDrawI18n('en');
		render(
			<I18nextProvider i18n={english}>
				<Probe />
			</I18nextProvider>,
		);
		expect(screen.getByTestId('language').textContent).toBe('en');
		expect(currentLanguage()).toBe('es');
	});

	it('formats an English draw in English: the opening time of a status badge', async () => {
		await changeLanguage('es');
		const english = await createDrawI18n('en');
		renderWithProviders(
			<I18nextProvider i18n={english}>
				<OpeningStatusBadge status={{ state: 'closed', opensAt: '13:00', opensWeekday: 1, opensInMinutes: 5_000 }} />
			</I18nextProvider>,
		);
		// With the app's language (Spanish) the time read "1:00 p. m." inside the English sentence.
		expect(screen.getByTestId('opening-status').textContent).toBe('Closed · Opens Monday at 1:00\u00a0PM');
	});
});
