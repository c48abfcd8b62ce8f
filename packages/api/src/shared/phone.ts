import { z } from 'zod';
import './zod-messages';
import { PHONE_MAX_TYPED_LENGTH, readPhone } from './phone-number';

/**
 * The one phone field of every form (sign-up, account, business, restaurant, freelancer, employee,
 * contact us): accepts what people type (809-555-1234, (809) 555-1234, +1 809 555 1234…) and parses
 * to E.164 (+18095551234), what the services store. The browser runs the same schema, so the form
 * shows the same translated message the server would answer.
 */
function typedPhone(required: boolean) {
	return z
		.string()
		.trim()
		.min(required ? 1 : 0, 'validation.required')
		.max(PHONE_MAX_TYPED_LENGTH, 'validation.phone.tooLong')
		.transform((typed, ctx) => {
			if (typed === '') return '';
			const reading = readPhone(typed);
			if (reading.ok) return reading.e164;
			ctx.addIssue({ code: 'custom', message: `validation.phone.${reading.problem}` });
			return z.NEVER;
		});
}

export const phone = typedPhone(true);

/** A phone a profile may leave out: an empty field stays '' (no phone); anything typed must be a number. */
export const optionalPhone = typedPhone(false);
