import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { saveDrafts } from '../pwa/draft-keeper';
import { type PendingUpdate, startUpdate } from '../pwa/update-flow';

export { SW_ACTIVATION_TIMEOUT_MS } from '../pwa/update-flow';

const NOTIFICATION_ID = 'pwa-update';

const reloadKeepingDrafts = () => {
	saveDrafts();
	window.location.reload();
};

/**
 * A new version waits until the user agrees; then the waiting worker is told to skip waiting and
 * the page reloads once it takes control, or after SW_ACTIVATION_TIMEOUT_MS (update-flow.ts).
 * Text fields are saved first and restored after the reload (draft-keeper.ts).
 */
export function PwaUpdater() {
	const { t } = useTranslation();
	const pending = useRef<PendingUpdate | null>(null);
	const {
		needRefresh: [needRefresh],
		updateServiceWorker,
	} = useRegisterSW({
		// The new worker controls the page (the plugin would reload without saving drafts).
		onNeedReload: () => (pending.current ? pending.current.controlling() : reloadKeepingDrafts()),
	});

	useEffect(() => {
		if (!needRefresh) return;
		const accept = () => {
			notifications.update({ id: NOTIFICATION_ID, message: t('common.pwa.updating'), loading: true });
			if (pending.current) return;
			const update = startUpdate({
				skipWaiting: () => updateServiceWorker(true),
				saveDrafts: () => saveDrafts(),
				reload: () => window.location.reload(),
			});
			pending.current = update;
			// The plugin's own signal (onNeedReload) only comes when the page was already controlled at
			// start-up; on a first visit the worker claimed it later, so listen for the change directly.
			navigator.serviceWorker?.addEventListener('controllerchange', () => update.controlling(), { once: true });
		};
		notifications.show({
			id: NOTIFICATION_ID,
			autoClose: false,
			message: (
				<Group justify="space-between" wrap="nowrap">
					<Text fz="sm">{t('common.pwa.updateAvailable')}</Text>
					<Button size="xs" onClick={accept} data-testid="pwa-update-accept">
						{t('common.pwa.reload')}
					</Button>
				</Group>
			),
		});
	}, [needRefresh, t, updateServiceWorker]);

	return null;
}
