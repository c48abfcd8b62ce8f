import { profiles } from '@edge/db';
import { hasCatalogKey } from '@edge/i18n';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUSINESS_COLUMNS } from './business/business.schema';
import { EMPLOYEE_COLUMNS, FREELANCER_COLUMNS } from './professional/professional.schema';
import {
	type ColumnRules,
	emailText,
	emptyColumns,
	formColumns,
	optionalText,
	optionalValue,
	shownColumns,
	storedColumns,
	text,
	value,
} from './profile-columns';
import { RESTAURANT_COLUMNS } from './restaurant/restaurant.schema';

const columns = {
	title: text,
	website: optionalText,
	email: emailText,
	tags: value<string[]>([]),
	lat: optionalValue(null),
	country: value('DO'),
};

describe('a kind’s plain columns', () => {
	it('stores text as given, blank optional values as null and e-mail lowercased', () => {
		expect(
			storedColumns(columns, {
				title: 'Ferretería',
				website: '',
				email: 'Info@Example.DO',
				tags: ['a'],
				country: 'DO',
			}),
		).toEqual({ title: 'Ferretería', website: null, email: 'info@example.do', tags: ['a'], lat: null, country: 'DO' });
		expect(
			storedColumns(columns, { title: 'x', website: 'https://x.do', email: '', tags: [], lat: 0, country: 'DO' }),
		).toEqual({ title: 'x', website: 'https://x.do', email: null, tags: [], lat: 0, country: 'DO' });
	});

	it('shows the stored row under the same names, and nothing else of it', () => {
		const row = { title: 't', website: null, email: 'e@x.do', tags: [], lat: 18.5, country: 'DO', idNumber: '123' };
		expect(shownColumns(columns, row)).toEqual({
			title: 't',
			website: null,
			email: 'e@x.do',
			tags: [],
			lat: 18.5,
			country: 'DO',
		});
	});

	it('starts the form from the rules’ empty values and reads a stored null back as that value', () => {
		expect(emptyColumns(columns)).toEqual({ title: '', website: '', email: '', tags: [], lat: null, country: 'DO' });
		expect(
			formColumns(columns, { title: 't', website: null, email: null, tags: ['a'], lat: null, country: null }),
		).toEqual({ title: 't', website: '', email: '', tags: ['a'], lat: null, country: 'DO' });
	});

	it('describes each kind by columns of the profiles table', () => {
		// The names the services store under (tsc also refuses a name ProfileRow lacks, in shownColumns).
		const profileColumns = Object.keys(getTableColumns(profiles));
		for (const kind of [BUSINESS_COLUMNS, RESTAURANT_COLUMNS, FREELANCER_COLUMNS, EMPLOYEE_COLUMNS]) {
			for (const name of Object.keys(kind)) expect(profileColumns).toContain(name);
		}
	});

	it('names a label in both catalogs for every input the shared form sections draw (and its hint and choices)', () => {
		// The catalog each kind's form passes to ColumnInputs and ColumnLines.
		const kinds = [
			[BUSINESS_COLUMNS, 'business.form'],
			[RESTAURANT_COLUMNS, 'restaurant.form'],
			[FREELANCER_COLUMNS, 'professional.form'],
			[EMPLOYEE_COLUMNS, 'professional.employee'],
		] as const;
		const missing: string[] = [];
		for (const [columns, catalog] of kinds) {
			for (const [name, rule] of Object.entries(columns as ColumnRules)) {
				if (!rule.input) continue;
				const keys = [
					`${catalog}.${rule.input.label ?? name}`,
					...(rule.input.hint ? [`${catalog}.${name}Hint`] : []),
					...(rule.input.options ?? []).map((option) => `${catalog}.${name}Options.${option}`),
				];
				missing.push(...keys.filter((key) => !hasCatalogKey(key)));
			}
		}
		expect(missing).toEqual([]);
	});
});
