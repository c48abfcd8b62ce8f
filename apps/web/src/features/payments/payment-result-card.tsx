import { Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';

/** The frame of /payment-success and /payment-failed: an icon, a title, the text and a way home. */
export function PaymentResultCard({
	icon,
	color,
	title,
	testId,
	alert,
	children,
	actions,
}: {
	icon: ReactNode;
	color: string;
	title: string;
	testId: string;
	alert?: boolean;
	children?: ReactNode;
	actions?: ReactNode;
}) {
	const { t } = useTranslation();
	return (
		<Card
			withBorder
			radius="lg"
			padding="xl"
			maw={520}
			mx="auto"
			mt={{ base: 'md', sm: 48 }}
			data-testid={testId}
			role={alert ? 'alert' : 'status'}
		>
			<Stack align="center" ta="center" gap="md">
				<ThemeIcon size={72} radius={999} variant="light" color={color}>
					{icon}
				</ThemeIcon>
				<Title order={1} fz="h2">
					{title}
				</Title>
				{children}
				<Group justify="center" mt="sm">
					<ButtonLink to="/" size="md" data-testid="go-home">
						{t('payments.page.result.goHome')}
					</ButtonLink>
					{actions}
				</Group>
			</Stack>
		</Card>
	);
}
