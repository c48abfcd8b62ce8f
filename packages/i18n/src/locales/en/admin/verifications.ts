export const verifications = {
	title: 'Administration (verifications)',
} as const;
