/**
 * The long texts of about us and the privacy policy: a catalog of their own, loaded with those
 * pages, not with the first load of every page (apps/web/src/lib/i18n.ts).
 */
export const content = {
	about: {
		title: 'About us',
		intro: 'Edge connects people with the businesses, professionals and restaurants of the Dominican Republic.',
		company: {
			title: 'Our mission',
			p1: 'The DR is full of talent and entrepreneurial drive, yet finding the right plumber, the perfect restaurant or a reliable supplier often depends on who you know. Edge exists to put that word of mouth within everyone’s reach.',
			p2: 'We give every business, freelancer, restaurant and employee a clear profile that is easy to find, with real reviews from customers. That way, people searching can choose with confidence and people who do good work get noticed.',
			p3: 'We also build community: the business wall and the Edge Calendar bring together entrepreneurs from all over the country to share ideas, events and opportunities.',
		},
		faq: {
			title: 'Frequently asked questions',
			q1: 'Do I need an account to use Edge?',
			a1: 'Not to search: you can browse categories, restaurants, professionals and the calendar without signing up. You need an account to chat, leave reviews, publish your profile or create events.',
			q2: 'How much does it cost?',
			a2: 'Creating an account and searching are free. Plans for businesses, restaurants and freelancers are paid in DOP$ through PayPal, and your first purchase is 50% off.',
			q3: 'How does the chat trial work?',
			a3: 'You get 60 days free to chat with freelancers and receive offers. When the trial ends, you can keep chatting with the message subscription.',
			q4: 'How do reviews work?',
			a4: 'After using a service you can rate it with stars and leave a comment. Reviews help other customers choose and help businesses improve.',
			q5: 'How do I post an event on the Edge Calendar?',
			a5: 'Businesses on the Premium or Multi-Profile plans can create events with a title, place, dates, link, description and image. They appear on the community’s annual calendar.',
			q6: 'How do I delete my account?',
			a6: 'You can delete it from your profile or from the Delete account page. We erase your personal data, except what the law requires us to keep.',
			more: 'Have another question? Write to us',
		},
		research: {
			title: 'How we do research',
			intro: 'Edge is built by listening to the people who use it. These are our research plans:',
			one: 'Interviews with Dominican business owners, freelancers and restaurants to understand how they find customers today.',
			two: 'Aggregated, anonymous usage analytics that respect your privacy, to learn which features truly help.',
			three:
				'Pilot programmes in Santo Domingo and Santiago to test new features before bringing them to the whole country.',
		},
	},
	privacy: {
		title: 'Privacy policy',
		lastUpdated: 'Last updated: November 2026',
		intro:
			'Your privacy matters to us. Here we explain what data we collect, what we use it for and what control you have over it.',
		sections: {
			collect: {
				title: 'Data we collect',
				body: 'Your account details (first name, last name, email, phone, date of birth and account type), the information you publish on your profiles (description, address, opening hours, photos and social links), your messages, offers, reviews and posts, and basic technical data such as your browser language.',
			},
			use: {
				title: 'How we use it',
				body: 'To create and maintain your account, show your profiles to people searching, run the chat, reviews, business wall and Edge Calendar, manage your subscriptions, send you emails about your account and improve the service.',
			},
			storage: {
				title: 'Cookies and local storage',
				body: 'We keep your session token (jwt) in your browser to keep you signed in, along with your language preference (language). We do not use advertising cookies. When you log out, the token is removed from your browser.',
			},
			payments: {
				title: 'Payments',
				body: 'Payments are processed by PayPal. We never see or store your card numbers; we only receive the payment confirmation and the status of your subscription.',
			},
			sharing: {
				title: 'Who we share your data with',
				body: 'We do not sell your data. What you publish on a profile is visible to other users. We only share information with providers that help us run the service (such as PayPal or the maps service) or when the law requires it.',
			},
			retention: {
				title: 'Retention and deleting your account',
				body: 'We keep your data while your account is active. You can delete your account at any time; we erase your personal data, except the payment records the law requires us to keep.',
			},
			rights: {
				title: 'Your rights',
				body: 'Under Dominican Republic Law 172-13 on the protection of personal data, you have the right to access, correct and delete your data and to object to its use. To exercise these rights, write to us.',
			},
			contact: {
				title: 'Contact',
				body: 'If you have questions about this policy or your data, write to us from the Contact us page and we will reply as soon as possible.',
			},
		},
		deleteAccount: 'Delete my account',
	},
} as const;
