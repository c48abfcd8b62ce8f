import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Mounts Mantine's Notifications only once something is shown. Its container, transitions and
 * drag handling are about 9 KB gzipped that most visits to / never use; `notify` writes to the
 * store, which keeps the message until the container mounts and shows it.
 */
export function LazyNotifications() {
	const { notifications, queue } = useNotifications();
	const [needed, setNeeded] = useState(false);
	if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
	if (!needed) return null;
	return (
		<Suspense fallback={null}>
			<NotificationsHost />
		</Suspense>
	);
}
