export const dashboard = {
	title: 'Administración (dashboard)',
} as const;
