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
};
