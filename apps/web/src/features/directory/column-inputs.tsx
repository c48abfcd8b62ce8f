import type { ColumnRule, ColumnRules } from '@edge/api/schemas';
import { Badge, Group, MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { translatedInputProps } from '../../lib/form';
import type { TFunction } from '../../lib/use-translation';

/**
 * The shared form sections and page lines of a kind's described columns (profile-columns.ts): a
 * column with an `input` is drawn here, in its section, from its rule; one with a `page` is listed
 * on the profile page. Labels are the kind's catalog keys of the column's name, so a new plain field
 * needs its rule and its catalog entries, not a hand-written input or line.
 */

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

interface ColumnInputsProps {
	columns: ColumnRules;
	/** The form's section: the columns whose `input.section` it is, in the description's order. */
	section: string;
	/** The kind's form catalog ('business.form'): labels `<catalog>.<column>`, hints `…Hint`, options `…Options.<option>`. */
	catalog: string;
	/** Each input's test id is `<testId>-<column in kebab case>`. */
	testId: string;
	input: ReturnType<typeof translatedInputProps>;
	t: TFunction;
}

/** The inputs of one section of the form, without a wrapper: the form lays them out (a Stack, a grid). */
export function ColumnInputs({ columns, section, catalog, testId, input, t }: ColumnInputsProps) {
	return Object.entries(columns)
		.filter(([, rule]) => rule.input?.section === section)
		.map(([name, rule]) => (
			<ColumnInput key={name} name={name} rule={rule} catalog={catalog} testId={testId} input={input} t={t} />
		));
}

function ColumnInput({
	name,
	rule,
	catalog,
	testId,
	input,
	t,
}: Omit<ColumnInputsProps, 'columns' | 'section'> & { name: string; rule: ColumnRule }) {
	const shown = rule.input;
	if (!shown) return null;
	const common = {
		label: t(`${catalog}.${shown.label ?? name}`),
		description: shown.hint ? t(`${catalog}.${name}Hint`) : undefined,
		required: shown.required,
		autoComplete: shown.autoComplete,
		...input(name),
		'data-testid': `${testId}-${kebab(name)}`,
	};
	switch (shown.type) {
		case 'longText': {
			const [minRows, maxRows] = shown.rows ?? [3, 10];
			return <Textarea autosize minRows={minRows} maxRows={maxRows} {...common} />;
		}
		case 'email':
			return <TextInput type="email" {...common} autoComplete={shown.autoComplete ?? 'email'} />;
		case 'url':
			return <TextInput type="url" placeholder="https://" {...common} />;
		case 'digits':
			return <TextInput inputMode="numeric" {...common} />;
		case 'choices':
			return (
				<MultiSelect
					data={(shown.options ?? []).map((option) => ({
						value: option,
						label: t(`${catalog}.${name}Options.${option}`),
					}))}
					{...common}
				/>
			);
		default:
			return <TextInput {...common} />;
	}
}

interface ColumnLinesProps {
	columns: ColumnRules;
	/** The page's section: the columns whose `page` it is. */
	section: string;
	/** The profile's view: the values under the columns' names. */
	profile: object;
	catalog: string;
	testId: string;
	t: TFunction;
}

/** The page's lines of one section (below what the page shows by hand): each described column with a value, labelled, its choices as badges. */
export function ColumnLines({ columns, section, profile, catalog, testId, t }: ColumnLinesProps) {
	const lines = Object.entries(columns).flatMap(([name, rule]) => {
		const shown = (profile as Record<string, unknown>)[name];
		if (rule.page !== section || shown === null || shown === undefined || shown === '') return [];
		if (Array.isArray(shown) && shown.length === 0) return [];
		return [
			<Stack key={name} gap={4} data-testid={`${testId}-${kebab(name)}-view`}>
				<Text fz="sm" fw={600}>
					{t(`${catalog}.${rule.input?.label ?? name}`)}
				</Text>
				{Array.isArray(shown) ? (
					<Group gap={6}>
						{shown.map((item) => (
							<Badge key={String(item)} variant="light" tt="none">
								{rule.input?.options ? t(`${catalog}.${name}Options.${String(item)}`) : String(item)}
							</Badge>
						))}
					</Group>
				) : (
					<Text style={{ whiteSpace: 'pre-line' }}>{String(shown)}</Text>
				)}
			</Stack>,
		];
	});
	return lines.length > 0 ? (
		<Stack gap="sm" mt="md">
			{lines}
		</Stack>
	) : null;
}
