export const reports = {
	title: 'Administration (reports)',
} as const;
