export const shell = {
	title: 'Administration (shell)',
} as const;
