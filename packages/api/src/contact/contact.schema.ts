import { z } from 'zod';
import { emailSchema } from '../auth/auth.schema';
import { internationalPhone } from '../shared/phone';
import '../shared/zod-messages';

const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** Contact us: every field required; the phone is international ('+', at most 15 digits). */
export const contactSchema = z.object({
	name: requiredText(100),
	email: emailSchema,
	phone: internationalPhone,
	country: requiredText(60),
	issue: requiredText(2000),
});
export type ContactInput = z.input<typeof contactSchema>;
