export const dashboard = {
	title: 'Administration (dashboard)',
} as const;
