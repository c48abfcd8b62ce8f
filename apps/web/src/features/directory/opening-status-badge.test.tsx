import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18n } from '../../lib/i18n';
import { prepareWebTests } from '../../test/render-page';
import { openingStatusText } from './opening-status-badge';

beforeAll(prepareWebTests);
afterAll(() => changeLanguage('es'));

// Friday 2026-11-20, 10:00 in Santo Domingo (UTC-4).
const FRIDAY = new Date('2026-11-20T10:00:00-04:00');
const text = (status: Parameters<typeof openingStatusText>[0]) =>
	openingStatusText(status, i18n.t, currentLanguage(), FRIDAY);

describe('openingStatusText', () => {
	it('words each state in Spanish', async () => {
		await changeLanguage('es');
		expect(text({ state: 'none' })).toBe('Horario no publicado');
		expect(text({ state: 'open', alwaysOpen: true, closesAt: '00:00', closesInMinutes: 20_000 })).toBe(
			'Abierto las 24 horas',
		);
		expect(text({ state: 'open', alwaysOpen: false, closesAt: '17:00', closesInMinutes: 45 })).toBe(
			'Abierto ahora · Cierra en 45 minutos',
		);
		// "a la 1:00", "a las 2:00": Spanish says the hour in the singular for one o'clock.
		expect(text({ state: 'open', alwaysOpen: false, closesAt: '01:00', closesInMinutes: 900 })).toBe(
			'Abierto ahora · Cierra a la 1:00\u00a0a.\u00a0m.',
		);
		expect(text({ state: 'closed', opensAt: '13:00', opensWeekday: 5, opensInMinutes: 180 })).toBe(
			'Cerrado · Abre a la 1:00\u00a0p.\u00a0m.',
		);
		expect(text({ state: 'open', alwaysOpen: false, closesAt: '02:00', closesInMinutes: 960 })).toBe(
			'Abierto ahora · Cierra a las 2:00\u00a0a.\u00a0m.',
		);
		// Later today: the time is enough. Tomorrow, even within 24 hours: the weekday too.
		expect(text({ state: 'closed', opensAt: '14:00', opensWeekday: 5, opensInMinutes: 240 })).toBe(
			'Cerrado · Abre a las 2:00\u00a0p.\u00a0m.',
		);
		expect(text({ state: 'closed', opensAt: '08:00', opensWeekday: 6, opensInMinutes: 1320 })).toBe(
			'Cerrado · Abre el sábado a las 8:00\u00a0a.\u00a0m.',
		);
	});

	it('and in English', async () => {
		await changeLanguage('en');
		expect(text({ state: 'open', alwaysOpen: false, closesAt: '10:01', closesInMinutes: 1 })).toBe(
			'Open now · Closes in 1 minute',
		);
		expect(text({ state: 'closed', opensAt: '09:00', opensWeekday: 1, opensInMinutes: 4260 })).toBe(
			'Closed · Opens Monday at 9:00\u00a0AM',
		);
	});
});
