import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { ButtonLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';

/** What a visitor sees where an owner would see their business pages: an invitation to sign in. */
export function SignInPrompt() {
	const { t } = useTranslation();
	const here = useLocation({ select: (location) => location.href });
	return (
		<Card withBorder radius="lg" p="xl" data-testid="business-sign-in">
			<Stack gap="sm">
				<Title order={2} fz="xl">
					{t('business.list.signInTitle')}
				</Title>
				<Text c="dimmed">{t('business.list.signInBody')}</Text>
				<Group gap="sm">
					<ButtonLink to="/login" search={{ redirect: here }}>
						{t('business.list.signIn')}
					</ButtonLink>
					<ButtonLink to="/signup" variant="default">
						{t('business.list.signUp')}
					</ButtonLink>
				</Group>
			</Stack>
		</Card>
	);
}
