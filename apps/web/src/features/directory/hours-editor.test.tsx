import type { HoursRangeInput } from '@edge/api/schemas';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { prepareWebTests, renderWithProviders } from '../../test/render-page';
import { HoursEditor } from './hours-editor';
import { HoursTable } from './hours-table';

beforeAll(prepareWebTests);
beforeEach(() => changeLanguage('es'));
afterEach(cleanup);

/** The editor as a form holds it, with the value printed for the assertions. */
function Field({ initial, rangeErrors }: { initial: HoursRangeInput[]; rangeErrors?: Record<number, string> }) {
	const [value, setValue] = useState(initial);
	return (
		<>
			<HoursEditor value={value} onChange={setValue} rangeErrors={rangeErrors} />
			<output data-testid="value">{JSON.stringify(value)}</output>
		</>
	);
}

const value = (): HoursRangeInput[] => JSON.parse(screen.getByTestId('value').textContent ?? '[]');
const day = (weekday: number) => screen.getByTestId(`hours-day-${weekday}`);
const type = (testId: string, text: string) =>
	act(() => {
		fireEvent.change(screen.getByTestId(testId), { target: { value: text } });
	});

describe('HoursEditor', () => {
	it('shows every weekday closed until a range is added, Monday first', () => {
		renderWithProviders(<Field initial={[]} />);
		const days = screen.getAllByTestId(/^hours-day-/).map((node) => node.getAttribute('data-testid'));
		expect(days).toEqual([1, 2, 3, 4, 5, 6, 0].map((d) => `hours-day-${d}`));
		expect(within(day(1)).getByText('Cerrado')).toBeTruthy();
		expect(within(day(0)).getByText('Domingo')).toBeTruthy();
	});

	it('adds several ranges to one day, each starting where the last ends, and edits them', async () => {
		renderWithProviders(<Field initial={[]} />);
		await act(async () => fireEvent.click(screen.getByTestId('hours-add-1')));
		await act(async () => fireEvent.click(screen.getByTestId('hours-add-1')));
		expect(value()).toEqual([
			{ weekday: 1, opens: '09:00', closes: '17:00' },
			{ weekday: 1, opens: '17:00', closes: '22:00' },
		]);
		await type('hours-1-0-closes', '12:00');
		await type('hours-1-1-opens', '14:00');
		expect(value()).toEqual([
			{ weekday: 1, opens: '09:00', closes: '12:00' },
			{ weekday: 1, opens: '14:00', closes: '22:00' },
		]);
		expect(within(day(1)).queryByText('Cerrado')).toBeNull();
		// Whatever the browser's time fields look like, the range is read in the pages' style.
		expect(screen.getByTestId('hours-1-0-reads').textContent).toBe('9:00\u00a0a.\u00a0m. – 12:00\u00a0p.\u00a0m.');
		expect(screen.getByTestId('hours-1-1-reads').textContent).toBe('2:00\u00a0p.\u00a0m. – 10:00\u00a0p.\u00a0m.');
	});

	it('marks a range that ends after midnight and one open all day', () => {
		renderWithProviders(
			<Field
				initial={[
					{ weekday: 5, opens: '20:00', closes: '02:00' },
					{ weekday: 6, opens: '00:00', closes: '00:00' },
				]}
			/>,
		);
		expect(within(day(5)).getByText('hasta el día siguiente')).toBeTruthy();
		expect(within(day(6)).getByText('24 horas')).toBeTruthy();
	});

	it('removes a range, leaving the day closed, and keeps the other days', async () => {
		renderWithProviders(
			<Field
				initial={[
					{ weekday: 2, opens: '08:00', closes: '16:00' },
					{ weekday: 3, opens: '08:00', closes: '16:00' },
				]}
			/>,
		);
		await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Quitar horario (Martes 1)' })));
		expect(value()).toEqual([{ weekday: 3, opens: '08:00', closes: '16:00' }]);
		expect(within(day(2)).getByText('Cerrado')).toBeTruthy();
	});

	it('shows an error under the range it concerns (by its index in the value)', () => {
		renderWithProviders(
			<Field
				initial={[
					{ weekday: 4, opens: '08:00', closes: '12:00' },
					{ weekday: 4, opens: '11:00', closes: '13:00' },
				]}
				rangeErrors={{ 1: 'Este horario se cruza con otro del mismo día' }}
			/>,
		);
		expect(within(day(4)).getByRole('alert').textContent).toBe('Este horario se cruza con otro del mismo día');
	});
});

describe('HoursTable', () => {
	it('lists each day with its ranges, closed days and past-midnight ranges, in English too', async () => {
		await changeLanguage('en');
		renderWithProviders(
			<HoursTable
				hours={[
					{ weekday: 1, opens: '08:00', closes: '12:00' },
					{ weekday: 1, opens: '14:00', closes: '18:00' },
					{ weekday: 5, opens: '20:00', closes: '02:00' },
				]}
			/>,
		);
		const row = (weekday: number) => screen.getByTestId('hours-table').querySelector(`[data-weekday="${weekday}"]`);
		expect(row(1)?.textContent).toBe('Monday8:00\u00a0AM – 12:00\u00a0PM, 2:00\u00a0PM – 6:00\u00a0PM');
		expect(row(5)?.textContent).toBe('Friday8:00\u00a0PM – 2:00\u00a0AM (+1)');
		expect(row(0)?.textContent).toBe('SundayClosed');
	});
});
