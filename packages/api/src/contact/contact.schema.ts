import { z } from 'zod';
import { emailSchema } from '../auth/auth.schema';
import { phone } from '../shared/phone';
import '../shared/zod-messages';

const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** Contact us: every field required; the phone is read as typed and stored in E.164 (shared/phone.ts). */
export const contactSchema = z.object({
	name: requiredText(100),
	email: emailSchema,
	phone,
	country: requiredText(60),
	issue: requiredText(2000),
});
export type ContactInput = z.input<typeof contactSchema>;
