import { Alert, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/**
 * The mark on a post or comment staff hid. Only its author and staff get such an item from the
 * server, so they learn why nobody else sees it (docs/admin.md).
 */
export function HiddenNote({ hidden }: { hidden: { reason: string | null } | null | undefined }) {
	const { t } = useTranslation();
	if (!hidden) return null;
	return (
		<Alert color="orange" variant="light" p="xs" data-testid="wall-hidden">
			<Text fz="sm">
				{hidden.reason ? t('wall.page.hidden', { reason: hidden.reason }) : t('wall.page.hiddenNoReason')}
			</Text>
		</Alert>
	);
}
