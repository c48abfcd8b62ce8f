import type { Catalog } from '../catalog';

export const email: Catalog['email'] = {
	passwordReset: {
		subject: 'Reset your Edge password',
		body: 'Hi {{name}},\n\nWe received a request to reset your password. Open this link within the next hour to choose a new one:\n\n{{link}}\n\nIf this was not you, ignore this message; your password will not change.\n\nThe Edge team',
	},
	contact: {
		subject: 'New contact message from {{name}}',
		body: 'Name: {{name}}\nEmail: {{email}}\nPhone: {{phone}}\nCountry: {{country}}\n\n{{issue}}',
	},
	chargeRate: {
		subject: 'The amount PayPal charges for your plan is changing',
		body: 'Hi {{name}},\n\nEdge charges its Dominican peso prices through PayPal in US dollars, at a rate we have just changed. From your next charge, on {{date}}, PayPal will charge you {{to}} for {{plan}} instead of {{from}}: {{dop}} at {{rate}} per dollar.\n\nThe period you have already paid for does not change. If you do not want to continue, you can cancel your plan on your profile before that date.\n\nThe Edge team',
		nextCharge: 'the day of your next charge',
	},
	receipt: {
		subject: 'Your Edge payment receipt',
		body: 'Hi {{name}},\n\nPayPal charged you {{amount}} for {{plan}} on {{date}}{{dop}}.\nPayPal reference: {{reference}}\n{{next}}\nAll your receipts are on your profile.\n\nThe Edge team',
		dop: ' (charged in US dollars: {{dop}} at {{rate}} per dollar)',
		next: 'Next charge: {{amount}} on {{date}}.\n',
	},
};
