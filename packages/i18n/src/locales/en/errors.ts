import type { Catalog } from '../catalog';

export const errors: Catalog['errors'] = {
	generic: 'Something went wrong. Please try again.',
	network: 'Could not reach the server. Check your connection.',
	badRequest: 'The request is not valid.',
	unauthorized: 'User is not logged in.',
	forbidden: 'You do not have permission to do this.',
	notFound: 'Not found.',
	actionNotAllowed: 'Action not Allowed',
	loginFailed: 'Login failed. Please try again.',
	signupFailed: 'Signup failed. Please try again.',
	tooManyAttempts_one: 'Too many attempts. Try again in {{count}} minute.',
	tooManyAttempts_other: 'Too many attempts. Try again in {{count}} minutes.',
	payloadTooLarge: 'The request is too large.',
	batchTooLarge: 'Too many operations in one request. Send them in several.',
	batchPasswordCalls: 'Only one password operation is allowed per request.',
	csrf: 'Request refused: foreign origin.',
	invalidResetLink: 'This password reset link is not valid or has expired.',
	wrongPassword: 'The password is not correct.',
	subscriptionNotFound: 'Subscription not found.',
};
