export const shell = {
	title: 'Administración (shell)',
} as const;
