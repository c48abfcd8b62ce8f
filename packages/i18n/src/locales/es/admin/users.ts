export const users = {
	title: 'Administración (users)',
} as const;
