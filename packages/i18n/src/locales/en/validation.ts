import type { Catalog } from '../catalog';

export const validation: Catalog['validation'] = {
	required: 'This field is required',
	text: 'Please enter text',
	lettersOnly: 'Please enter only letters!',
	email: 'Enter a valid email address',
	emailTaken: 'An account with this email already exists',
	phone: {
		tooShort: 'too short',
		tooLong: 'too long',
		invalid: 'Enter a valid phone number, for example 809-555-1234',
	},
	password: {
		rules: 'The password needs at least 8 characters, with an uppercase letter, a lowercase letter and a number',
		mismatch: 'The two passwords do not match!',
	},
	dateOfBirth: {
		required: 'Date of birth is required',
		invalid: 'Enter a valid date',
		minAge: 'You must be at least 15 years old to sign up',
		maxAge: 'The date of birth cannot be more than 120 years ago',
	},
	referralCode: 'This referral code does not exist',
	accountKind: 'Choose an account type',
	tooLong: 'It is too long',
	// Generic texts for zod issues a schema does not word itself (packages/api shared/zod-messages.ts).
	tooShort: 'It is too short',
	tooBig: 'The value is too high',
	tooSmall: 'The value is too low',
	tooMany: 'There are too many items',
	tooFew: 'There are too few items',
	invalidType: 'This value is not of the expected type',
	invalidFormat: 'The format is not valid',
	invalidValue: 'This value is not valid',
	notMultipleOf: 'This number is not allowed',
	unknownFields: 'There are fields that were not expected',
};
