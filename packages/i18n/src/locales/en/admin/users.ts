export const users = {
	title: 'Administration (users)',
} as const;
