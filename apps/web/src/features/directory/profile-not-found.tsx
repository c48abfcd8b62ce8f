import { Stack, Text, Title } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';

/** Whether a failed profile query means the profile does not exist (or was deleted). */
export function isProfileNotFound(error: unknown): boolean {
	return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';
}

/** The spec's 'Profile not found' page for an unknown or deleted profile id. */
export function ProfileNotFound() {
	const { t } = useTranslation();
	useDocumentTitle(t('directory.profileNotFound'));
	return (
		<Stack align="center" gap="md" py="xl" data-testid="profile-not-found">
			<Title order={1}>{t('directory.profileNotFound')}</Title>
			<Text c="dimmed">{t('common.notFound.body')}</Text>
			<ButtonLink to="/" variant="light">
				{t('common.goHome')}
			</ButtonLink>
		</Stack>
	);
}
