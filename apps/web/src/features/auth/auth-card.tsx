import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card every authentication page sits in. */
export function AuthCard({
	title,
	subtitle,
	children,
	wide = false,
}: {
	title: string;
	subtitle?: string;
	children: ReactNode;
	wide?: boolean;
}) {
	return (
		<Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={wide ? 760 : 460} mx="auto">
			<Stack gap={4} mb="lg">
				<Title order={1} fz={{ base: 24, sm: 28 }}>
					{title}
				</Title>
				{subtitle && <Text c="dimmed">{subtitle}</Text>}
			</Stack>
			{children}
		</Paper>
	);
}
