export const reports = {
	title: 'Administración (reports)',
} as const;
