/** The /admin layout: its heading and the navigation between the staff pages. */
export const shell = {
	title: 'Administración',
	nav: {
		label: 'Secciones de administración',
		dashboard: 'Panel',
		reports: 'Reportes',
		users: 'Usuarios',
		verifications: 'Verificaciones',
		audit: 'Auditoría',
	},
	role: {
		moderator: 'Moderador',
		admin: 'Administrador',
	},
	signedInAs: 'Sesión de {{email}} · {{role}}',
} as const;
