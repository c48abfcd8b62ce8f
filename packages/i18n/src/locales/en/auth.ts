import type { Catalog } from '../catalog';

export const auth: Catalog['auth'] = {
	fields: {
		firstName: 'First name',
		lastName: 'Last name',
		email: 'Email',
		phone: 'Phone',
		phoneHint: '9 or 10 digits, no spaces or dashes',
		password: 'Password',
		passwordHint: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number',
		confirmPassword: 'Confirm password',
		newPassword: 'New password',
		dateOfBirth: 'Date of birth',
		referralCode: 'Referral code',
	},
	kinds: {
		customer: {
			title: 'Customer',
			description: 'Find businesses, professionals and restaurants, chat and leave reviews.',
		},
		business: { title: 'Business owner', description: 'Publish your company profile and join the business wall.' },
		freelancer: {
			title: 'Freelancer or self-employed',
			description: 'Offer your services, receive messages and send priced offers.',
		},
		restaurant: { title: 'Restaurant owner', description: 'Publish your menu, offers, highlights and slides.' },
		employee: { title: 'Employee', description: 'Create your professional profile and get seen by companies.' },
	},
	userTypes: { Seller: 'Seller', Customer: 'Customer' },
	signup: {
		title: 'Create your account',
		subtitle: 'How will you use Edge?',
		continue: 'Continue',
		haveAccount: 'Already have an account?',
		referredBy: 'You are signing up with referral code {{code}}.',
	},
	register: {
		title: 'Your details',
		subtitle: 'Account type: {{kind}}',
		changeKind: 'Change account type',
		submit: 'Create account',
		success: 'Welcome to Edge, {{name}}!',
	},
	login: {
		title: 'Log in',
		subtitle: 'Welcome back to Edge',
		submit: 'Log in',
		forgot: 'Forgot your password?',
		noAccount: 'No account yet?',
		success: 'Logged in',
	},
	logout: {
		title: 'Log out',
		confirm: 'Are you sure you want to log out?',
		cancel: 'Cancel',
		submit: 'Log out',
		success: 'You have logged out successfully',
	},
	forgot: {
		title: 'Forgot your password?',
		subtitle: 'Type your email and we will send you a link to reset it.',
		submit: 'Send link',
		sent: 'If an account exists for that email, we sent a link to reset the password. Check your inbox.',
		backToLogin: 'Back to log in',
	},
	reset: {
		title: 'Choose a new password',
		submit: 'Save password',
		success: 'Your password was changed. You can log in now.',
		missingToken: 'The link is not valid. Ask for a new one.',
		requestNew: 'Ask for a new link',
	},
};
