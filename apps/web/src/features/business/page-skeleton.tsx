import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/** The shape of a business page while it loads (its data, or the editor's code). */
export function PageSkeleton() {
	const { t } = useTranslation();
	return (
		<Stack aria-busy="true" aria-label={t('directory.loading')}>
			{/* Not a heading: an empty one would be read out, and the page's own h1 comes with it. */}
			<Skeleton height={32} width="50%" />
			<Skeleton height={180} radius="lg" />
			<Skeleton height={20} width="70%" />
			<Skeleton height={120} />
		</Stack>
	);
}
