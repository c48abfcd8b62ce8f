import { z } from 'zod';
import { isIsoDate, isOldEnoughToSignUp, isWithinMaximumAge, todayInSantoDomingo } from '../shared/age';
import { phone } from '../shared/phone';
import '../shared/zod-messages';
import { ACCOUNT_KIND_VALUES } from './account-kind';

/** Every message is an i18n key; forms and the server translate it (packages/i18n validation.*). */

export const accountKindSchema = z.enum(ACCOUNT_KIND_VALUES, { error: 'validation.accountKind' });
export type AccountKindInput = z.infer<typeof accountKindSchema>;

/** Latin letters with accents and ñ, and spaces between words. */
const LETTERS_ONLY = /^[A-Za-zÀ-ÖØ-öø-ÿ ]+$/;

export const personNameSchema = z
	.string()
	.trim()
	.min(1, 'validation.required')
	.max(50, 'validation.tooLong')
	.regex(LETTERS_ONLY, 'validation.lettersOnly');

export const emailSchema = z
	.string()
	.trim()
	.min(1, 'validation.required')
	.max(254, 'validation.email')
	.pipe(z.email('validation.email'))
	.transform((email) => email.toLowerCase());

/** At least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const passwordSchema = z
	.string()
	.min(8, 'validation.password.rules')
	.max(200, 'validation.password.rules')
	.regex(/[A-Z]/, 'validation.password.rules')
	.regex(/[a-z]/, 'validation.password.rules')
	.regex(/\d/, 'validation.password.rules');

export const dateOfBirthSchema = z
	.string()
	.trim()
	.min(1, 'validation.dateOfBirth.required')
	.refine(isIsoDate, 'validation.dateOfBirth.invalid')
	.refine(
		(value) => !isIsoDate(value) || isOldEnoughToSignUp(value, todayInSantoDomingo()),
		'validation.dateOfBirth.minAge',
	)
	.refine(
		(value) => !isIsoDate(value) || isWithinMaximumAge(value, todayInSantoDomingo()),
		'validation.dateOfBirth.maxAge',
	);

export const referralCodeSchema = z
	.string()
	.trim()
	.max(32, 'validation.referralCode')
	.optional()
	.transform((code) => (code ? code : undefined));

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
	value.password === value.confirmPassword;
const mismatch = { message: 'validation.password.mismatch', path: ['confirmPassword'] };

export const registerSchema = z
	.object({
		accountKind: accountKindSchema,
		firstName: personNameSchema,
		lastName: personNameSchema,
		email: emailSchema,
		phone,
		password: passwordSchema,
		confirmPassword: z.string(),
		dateOfBirth: dateOfBirthSchema,
		referralCode: referralCodeSchema,
	})
	.refine(passwordsMatch, mismatch);
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
	email: z
		.string()
		.trim()
		.min(1, 'validation.required')
		.max(254)
		.transform((email) => email.toLowerCase()),
	password: z.string().min(1, 'validation.required').max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
	.object({
		token: z.string().min(1, 'errors.invalidResetLink').max(200),
		password: passwordSchema,
		confirmPassword: z.string(),
	})
	.refine(passwordsMatch, mismatch);

export const deleteAccountSchema = z.object({ password: z.string().min(1, 'validation.required').max(200) });
