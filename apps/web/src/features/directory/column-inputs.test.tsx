import { BUSINESS_COLUMNS, type ColumnRules, emptyColumns } from '@edge/api/schemas';
import { useForm } from '@mantine/form';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translatedInputProps } from '../../lib/form';
import { changeLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { prepareWebTests, renderWithProviders } from '../../test/render-page';
import { ColumnInputs, ColumnLines } from './column-inputs';

beforeAll(prepareWebTests);
beforeEach(() => changeLanguage('es'));
afterEach(cleanup);

/** A made-up description beside the business one: its labels are the keys (no catalog has them). */
const PLAIN = {
	nickname: { store: 'orNull', empty: '', input: { type: 'text', section: 'extra', hint: true } },
	languages: {
		store: 'asIs',
		empty: [],
		input: { type: 'choices', section: 'extra', options: ['es', 'en'] },
		page: 'about',
	},
	motto: { store: 'orNull', empty: '', page: 'about' },
	secret: { store: 'asIs', empty: '' },
} as const satisfies ColumnRules;

let values: Record<string, unknown> = {};

function Sections({
	columns,
	sections,
	errors = {},
}: {
	columns: ColumnRules;
	sections: string[];
	errors?: Record<string, string>;
}) {
	const { t } = useTranslation();
	const form = useForm<Record<string, unknown>>({
		mode: 'controlled',
		initialValues: emptyColumns(columns),
		initialErrors: errors,
	});
	const input = translatedInputProps(form, t);
	values = form.values;
	return sections.map((section) => (
		<div key={section} data-testid={`section-${section}`}>
			<ColumnInputs section={section} columns={columns} catalog="business.form" testId="kind" input={input} t={t} />
		</div>
	));
}

describe('the shared form sections', () => {
	it("draws each described column's input in its section and the description's order, labelled from the kind's catalog", async () => {
		await act(async () => {
			renderWithProviders(
				<Sections columns={BUSINESS_COLUMNS} sections={['name', 'basics', 'owner', 'contact', 'location', 'place']} />,
			);
		});
		const inSection = (section: string) =>
			[...screen.getByTestId(`section-${section}`).querySelectorAll('[data-testid]')].map((el) =>
				el.getAttribute('data-testid'),
			);
		expect(inSection('name')).toEqual(['kind-title']);
		expect(inSection('basics')).toEqual(['kind-about']);
		expect(inSection('owner')).toEqual(['kind-owner-name', 'kind-owner-description']);
		expect(inSection('contact')).toEqual(['kind-email', 'kind-website', 'kind-payment-methods']);
		expect(inSection('location')).toEqual(['kind-address']);
		expect(inSection('place')).toEqual(['kind-postal-code']);

		const title = screen.getByLabelText('Nombre del negocio', { exact: false }) as HTMLInputElement;
		expect(title.required).toBe(true);
		expect(screen.getByTestId('kind-about').tagName).toBe('TEXTAREA');
		expect(screen.getByTestId('kind-email')).toMatchObject({ type: 'email', required: false, autocomplete: 'email' });
		expect(screen.getByTestId('kind-website')).toMatchObject({ type: 'url', placeholder: 'https://', required: true });
		expect(screen.getByTestId('kind-address').getAttribute('autocomplete')).toBe('street-address');
		expect(screen.getByTestId('kind-postal-code').getAttribute('inputmode')).toBe('numeric');
		// Hand-written in the form: no input here.
		expect(screen.queryByTestId('kind-phone')).toBeNull();
		expect(screen.queryByTestId('kind-tags')).toBeNull();

		await act(async () => fireEvent.change(title, { target: { value: 'Colmado Doña Ana' } }));
		expect(values.title).toBe('Colmado Doña Ana');
	});

	it("shows a column's error translated, its hint, and several fixed choices as a multi-select", async () => {
		await act(async () => {
			renderWithProviders(
				<Sections columns={PLAIN} sections={['extra']} errors={{ nickname: 'validation.required' }} />,
			);
		});
		const nickname = screen.getByTestId('kind-nickname');
		expect(nickname.getAttribute('aria-invalid')).toBe('true');
		expect(screen.getByText('Este campo es obligatorio')).toBeTruthy();
		expect(screen.getByText('business.form.nicknameHint')).toBeTruthy();
		expect(screen.getByTestId('kind-languages')).toBeTruthy();
		expect(screen.queryByTestId('kind-secret')).toBeNull();
	});
});

describe("the page's lines", () => {
	it('lists the described columns of a section that have a value, choices by their labels', async () => {
		const { t } = { t: (key: string) => `«${key}»` };
		await act(async () => {
			renderWithProviders(
				<ColumnLines
					section="about"
					columns={PLAIN}
					profile={{ nickname: 'Ana', languages: ['en', 'es'], motto: '', secret: 'x' }}
					catalog="kind.form"
					testId="kind"
					t={t as never}
				/>,
			);
		});
		expect(screen.getByTestId('kind-languages-view').textContent).toBe(
			'«kind.form.languages»«kind.form.languagesOptions.en»«kind.form.languagesOptions.es»',
		);
		// Empty, not on the page, or shown by hand: no line.
		expect(screen.queryByTestId('kind-motto-view')).toBeNull();
		expect(screen.queryByTestId('kind-nickname-view')).toBeNull();
		expect(screen.queryByTestId('kind-secret-view')).toBeNull();
	});

	it('draws nothing when no described column of the section has a value', async () => {
		await act(async () => {
			renderWithProviders(
				<div data-testid="lines">
					<ColumnLines
						section="about"
						columns={PLAIN}
						profile={{ languages: [] }}
						catalog="kind.form"
						testId="kind"
						t={((key: string) => key) as never}
					/>
				</div>,
			);
		});
		expect(screen.getByTestId('lines').childElementCount).toBe(0);
	});
});
