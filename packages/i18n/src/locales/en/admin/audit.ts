export const audit = {
	title: 'Administration (audit)',
} as const;
