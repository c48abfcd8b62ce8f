import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/** Cards in the shape of posts while the first page loads. */
export function PostListSkeleton({ count = 3 }: { count?: number }) {
	const { t } = useTranslation();
	return (
		<Stack gap="md" aria-busy="true" aria-label={t('common.loading')} data-testid="wall-loading">
			{Array.from({ length: count }, (_, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
				<Paper key={index} withBorder radius="md" p="md">
					<Group gap="sm" mb="md">
						<Skeleton height={44} circle />
						<Stack gap={6} style={{ flex: 1 }}>
							<Skeleton height={12} width="40%" />
							<Skeleton height={10} width="20%" />
						</Stack>
					</Group>
					<Skeleton height={18} width="70%" mb="sm" />
					<Skeleton height={12} mb={6} />
					<Skeleton height={12} width="85%" mb="md" />
					<Skeleton height={26} width={140} />
				</Paper>
			))}
		</Stack>
	);
}
