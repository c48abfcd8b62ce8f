export const audit = {
	title: 'Administración (audit)',
} as const;
