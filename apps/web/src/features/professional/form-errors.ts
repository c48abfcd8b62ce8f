import type { FormErrors } from '@mantine/form';
import type { TFunction } from '../../lib/use-translation';

/**
 * The errors of one list field by index: the schema reports `hours.2` or `socialLinks.0.url`,
 * the server (field errors are top-level) only `hours`. Keys are translated here.
 */
export function listErrors(errors: FormErrors, field: string, t: TFunction) {
	const byIndex: Record<number, string> = {};
	const byIndexAndPart: Record<number, Record<string, string>> = {};
	for (const [path, error] of Object.entries(errors)) {
		if (typeof error !== 'string' || !path.startsWith(`${field}.`)) continue;
		const [, index, part] = path.split('.');
		const at = Number(index);
		if (!Number.isInteger(at)) continue;
		byIndex[at] = t(error);
		if (part) byIndexAndPart[at] = { ...byIndexAndPart[at], [part]: t(error) };
	}
	const whole = errors[field];
	return { byIndex, byIndexAndPart, whole: typeof whole === 'string' ? t(whole) : undefined };
}
