import { z } from 'zod';
import './zod-messages';
import { readPhone, toE164 } from './phone-number';

/**
 * The one phone field of every form (sign-up, account, business, restaurant, freelancer, employee,
 * contact us): accepts what people type (809-555-1234, (809) 555-1234, +1 809 555 1234…) and parses
 * to E.164 (+18095551234), what the services store. The browser runs the same schema, so the form
 * shows the same translated message the server would answer.
 */
function typedPhone(required: boolean) {
	return (
		z
			.string()
			.trim()
			// A check, not a transform: a transform's issue would abort the whole form's parse, and the
			// form's own refinements (the two passwords match) would not be reported with it.
			.superRefine((typed, ctx) => {
				if (typed === '') {
					if (required) ctx.addIssue({ code: 'custom', message: 'validation.required' });
					return;
				}
				const reading = readPhone(typed);
				if (!reading.ok) ctx.addIssue({ code: 'custom', message: `validation.phone.${reading.problem}` });
			})
			.overwrite((typed) => (typed === '' ? '' : (toE164(typed) ?? typed)))
	);
}

export const phone = typedPhone(true);

/** A phone a profile may leave out: an empty field stays '' (no phone); anything typed must be a number. */
export const optionalPhone = typedPhone(false);
