/** The /admin layout: its heading and the navigation between the staff pages. */
export const shell = {
	title: 'Administration',
	nav: {
		label: 'Administration sections',
		dashboard: 'Dashboard',
		reports: 'Reports',
		users: 'Users',
		verifications: 'Verifications',
		audit: 'Audit',
	},
	role: {
		moderator: 'Moderator',
		admin: 'Admin',
	},
	signedInAs: 'Signed in as {{email}} · {{role}}',
} as const;
