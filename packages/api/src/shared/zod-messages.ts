import { z } from 'zod';

/**
 * Zod's own messages are English sentences ("Invalid input: expected string, received number") that
 * no catalog can translate. Importing this module makes every issue a schema does not word itself
 * carry a catalog key (packages/i18n validation.*) instead; messages written in a schema still win.
 * The keys take no {{params}}: forms render a field error as t(key) alone.
 */

export type ZodIssueCode = z.core.$ZodIssueCode;

/** The key for each issue code when nothing else about the issue (origin, format…) refines it. */
export const MESSAGE_KEY_BY_ISSUE_CODE = {
	invalid_type: 'validation.invalidType',
	too_big: 'validation.tooBig',
	too_small: 'validation.tooSmall',
	invalid_format: 'validation.invalidFormat',
	not_multiple_of: 'validation.notMultipleOf',
	unrecognized_keys: 'validation.unknownFields',
	invalid_union: 'validation.invalidValue',
	invalid_key: 'validation.invalidValue',
	invalid_element: 'validation.invalidValue',
	invalid_value: 'validation.invalidValue',
	custom: 'validation.invalidValue',
} as const satisfies Record<ZodIssueCode, string>;

/**
 * What picks the key. Zod's error map gets raw issues (with `input`); a finished ZodError's issues
 * drop `input`, so a missing value is only told apart from a wrong one inside the error map.
 */
export interface IssueFacts {
	readonly code?: string;
	readonly origin?: unknown;
	readonly minimum?: unknown;
	readonly format?: unknown;
	readonly input?: unknown;
}

const COLLECTIONS = new Set(['array', 'set', 'map']);

/** The catalog key for one zod issue. */
export function messageKeyForIssue(issue: IssueFacts): string {
	switch (issue.code) {
		case 'invalid_type':
			// A JSON client leaves a field out (undefined) or sends null: to a person, that is an empty field.
			return 'input' in issue && issue.input == null ? 'validation.required' : 'validation.invalidType';
		case 'too_big':
			if (issue.origin === 'string') return 'validation.tooLong';
			return COLLECTIONS.has(String(issue.origin)) ? 'validation.tooMany' : 'validation.tooBig';
		case 'too_small':
			if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort';
			return COLLECTIONS.has(String(issue.origin)) ? 'validation.tooFew' : 'validation.tooSmall';
		case 'invalid_format':
			return issue.format === 'email' ? 'validation.email' : 'validation.invalidFormat';
		default:
			return MESSAGE_KEY_BY_ISSUE_CODE[issue.code as ZodIssueCode] ?? 'validation.invalidValue';
	}
}

// Zod's config is global to its module instance, which the web and the server each load once.
z.config({ customError: (issue) => messageKeyForIssue(issue) });
