export const verifications = {
	title: 'Administración (verifications)',
} as const;
