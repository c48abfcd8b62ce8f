import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { whenPageSettled } from '../pwa/page-settled';
import { type PendingUpdate, startUpdate } from '../pwa/update-flow';

export { SW_ACTIVATION_TIMEOUT_MS } from '../pwa/update-flow';

const NOTIFICATION_ID = 'pwa-update';

/** The draft keeper: used only to reload into an update, so loaded then, not with every first page. */
const loadKeeper = () => import('../pwa/draft-keeper');

const reloadKeepingDrafts = () => {
	void loadKeeper()
		.then((keeper) => keeper.saveDrafts())
		.catch(() => undefined)
		.finally(() => window.location.reload());
};

/**
 * The worker is registered once the page has settled (page-settled.ts): its first install downloads
 * every file of the app, which must not compete with the page's own loading.
 */
export function PwaUpdater() {
	const [settled, setSettled] = useState(false);
	useEffect(() => {
		let cancelled = false;
		void whenPageSettled().then(() => {
			if (!cancelled) setSettled(true);
		});
		return () => {
			cancelled = true;
		};
	}, []);
	return settled ? <RegisteredPwaUpdater /> : null;
}

/**
 * A new version waits until the user agrees; then the waiting worker is told to skip waiting and
 * the page reloads once it takes control, or after SW_ACTIVATION_TIMEOUT_MS (update-flow.ts).
 * Text fields are saved first and restored after the reload (draft-keeper.ts).
 */
function RegisteredPwaUpdater() {
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
		let accepted = false;
		const accept = async () => {
			notifications.update({ id: NOTIFICATION_ID, message: t('common.pwa.updating'), loading: true });
			if (accepted || pending.current) return;
			accepted = true;
			// The worker precaches the keeper's chunk; should it not load, the update goes on without drafts.
			const keeper = await loadKeeper().catch(() => null);
			const update = startUpdate({
				skipWaiting: () => updateServiceWorker(true),
				saveDrafts: () => keeper?.saveDrafts(),
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
