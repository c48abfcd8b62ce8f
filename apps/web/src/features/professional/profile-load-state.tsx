import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { useTranslation } from 'react-i18next';

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

const isNotFound = (error: unknown) => error instanceof TRPCClientError && error.data?.code === 'NOT_FOUND';

/** 'Profile not found' for an unknown or deleted profile; anything else can be retried. */
export function ProfileLoadError({ error, retry }: { error: unknown; retry: () => void }) {
	const { t } = useTranslation();
	if (isNotFound(error)) {
		return (
			<Alert
				color="gray"
				icon={<IconAlertCircle aria-hidden />}
				title={t('directory.profileNotFound')}
				role="alert"
				data-testid="profile-not-found"
			/>
		);
	}
	return (
		<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('directory.errorFetching')} role="alert">
			<Button variant="light" color="red" mt="xs" onClick={retry}>
				{t('directory.retry')}
			</Button>
		</Alert>
	);
}
