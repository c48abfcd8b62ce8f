import { Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import classes from './pwa.module.css';

/** While offline (PwaRoot shows it then), every page says so: what shows is what this device had saved. */
export function OfflineNotice() {
	const { t } = useTranslation();
	return (
		<Paper role="status" shadow="md" radius="md" p="xs" className={classes.offlineNotice} data-testid="offline-notice">
			<IconWifiOff size={18} aria-hidden />
			<Text fz="sm">{t('common.pwa.offline.notice')}</Text>
		</Paper>
	);
}
