import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { isProfileNotFound, ProfileNotFound } from '../directory/profile-not-found';

/** A profile page while it loads. */
export function ProfileSkeleton() {
	const { t } = useTranslation();
	return (
		<Paper
			withBorder
			radius="lg"
			p="xl"
			aria-busy="true"
			aria-label={t('directory.loading')}
			data-testid="profile-loading"
		>
			<Stack>
				<Skeleton height={120} width={120} circle />
				<Skeleton height={28} width="50%" />
				<Skeleton height={14} width="30%" />
				<Skeleton height={12} />
				<Skeleton height={12} width="80%" />
			</Stack>
		</Paper>
	);
}

/** A query's retry rule: a missing profile stays missing, anything else is tried once more. */
export const retryUnlessNotFound = (failures: number, error: unknown) => failures < 1 && !isProfileNotFound(error);

/** 'Profile not found' for an unknown or deleted profile; anything else can be retried. */
export function ProfileLoadError({ error, retry }: { error: unknown; retry: () => void }) {
	const { t } = useTranslation();
	if (isProfileNotFound(error)) return <ProfileNotFound />;
	return (
		<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('directory.errorFetching')} role="alert">
			<Button variant="light" color="red" mt="xs" onClick={retry}>
				{t('directory.retry')}
			</Button>
		</Alert>
	);
}
