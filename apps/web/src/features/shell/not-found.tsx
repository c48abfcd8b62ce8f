import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';

export function NotFoundPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('common.notFound.title'));
	return (
		<Container size="sm" py={80} data-testid="not-found">
			<Stack align="center" ta="center">
				<Title order={1} fz={64} c="teal.7">
					404
				</Title>
				<Title order={2}>{t('common.notFound.title')}</Title>
				<Text c="dimmed">{t('common.notFound.body')}</Text>
				<ButtonLink to="/">{t('common.goHome')}</ButtonLink>
			</Stack>
		</Container>
	);
}
