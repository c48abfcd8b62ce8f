import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** If the new worker has not taken control this long after skip-waiting, reload anyway (spec). */
export const SW_ACTIVATION_TIMEOUT_MS = 10_000;

/**
 * A new version waits until the user agrees (a reload could lose typed text); then the waiting
 * worker is told to skip waiting and the page reloads once it activates, or after the time-out.
 */
export function PwaUpdater() {
	const { t } = useTranslation();
	const {
		needRefresh: [needRefresh],
		updateServiceWorker,
	} = useRegisterSW();

	useEffect(() => {
		if (!needRefresh) return;
		const update = () => {
			setTimeout(() => window.location.reload(), SW_ACTIVATION_TIMEOUT_MS);
			void updateServiceWorker(true);
		};
		notifications.show({
			id: 'pwa-update',
			autoClose: false,
			message: (
				<Group justify="space-between" wrap="nowrap">
					<Text fz="sm">{t('common.pwa.updateAvailable')}</Text>
					<Button size="xs" onClick={update}>
						{t('common.pwa.reload')}
					</Button>
				</Group>
			),
		});
	}, [needRefresh, t, updateServiceWorker]);

	return null;
}
