import type { Catalog } from '../catalog';

export const account: Catalog['account'] = {
	profile: {
		myProfiles: {
			title: 'My profiles on Edge',
			empty: 'You have not published any profile yet. Create one so customers can find you.',
			error: 'Your profiles could not be loaded.',
			create: 'Create a profile',
			kinds: {
				business: 'Business profile',
				restaurant: 'Restaurant',
				freelancer: 'Professional profile',
				employee: 'Employee profile',
			},
		},
		title: 'My profile',
		greeting: 'Hi, {{name}}',
		details: 'Your details',
		accountType: 'Account type',
		userType: 'User type',
		referral: {
			title: 'Invite and earn points',
			points: 'Referral points: {{count}}',
			link: 'Your referral link',
			copy: 'Copy link',
			copied: 'Link copied',
		},
		plan: {
			title: 'Your plan',
			none: 'You are on the Free plan. Boost your visibility with a paid plan.',
			seePlans: 'See plans',
		},
		dangerZone: 'Danger zone',
		deleteAccount: 'Delete account',
	},
	/** What staff decided about the user's content or account (docs/admin.md, "Notices"), on /profile. */
	notices: {
		title: 'Notices from Edge',
		unread: 'New',
		unreadCount: '{{count}} unread',
		reason: 'Reason: {{reason}}',
		kinds: {
			contentHidden: 'We hid something you posted',
			contentRestored: 'We showed something you posted again',
			warning: 'You received a warning',
			suspended: 'Your account was suspended',
			restored: 'Your account was restored',
			verificationApproved: 'Your business was verified',
			verificationRejected: 'We could not verify your business',
			subscriptionCancelled: 'We cancelled your subscription',
		},
		targets: {
			review: 'Your review of “{{label}}”',
			reviewUnknown: 'A review of yours',
			wallPost: 'Your post “{{label}}”',
			wallPostUnknown: 'A post of yours',
			wallComment: 'Your comment “{{label}}”',
			wallCommentUnknown: 'A comment of yours',
			chatMessage: 'Your message “{{label}}”',
			chatMessageUnknown: 'A message of yours',
			profile: 'Profile “{{label}}”',
			verification: 'Business “{{label}}”',
		},
	},
	deleteAccount: {
		title: 'Delete account',
		description:
			'Deleting your account permanently removes your profile, sessions, subscriptions and everything you have published. First we cancel your active or paused subscriptions at PayPal, so you are not charged again. This cannot be undone.',
		paypalUnavailable:
			'We could not cancel your subscriptions at PayPal, so your account was not deleted and nothing was removed. Please try again in a few minutes; if it keeps happening, write to us from Contact us.',
		confirmLabel: 'Type your password to confirm',
		submit: 'Delete my account forever',
		success: 'Your account was deleted',
		signedOut: 'Log in to delete your account. You can also write to us from Contact us and we will do it for you.',
	},
	contact: {
		title: 'Contact us',
		subtitle: 'Have a question or a problem? Write to us and we will answer soon.',
		name: 'Name',
		email: 'Email',
		phone: 'Phone',
		phoneHint: 'For example 809-555-1234; from another country, with + and its code',
		country: 'Country',
		issue: 'Describe your question or issue',
		submit: 'Send message',
		success: 'We received your message. We will answer soon.',
	},
};
