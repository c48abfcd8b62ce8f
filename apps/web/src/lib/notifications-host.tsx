import { Notifications } from '@mantine/notifications';
import classes from '../notifications.module.css';
import { NOTIFICATION_MS } from './notify';

/** Mantine's notification stack, as the spec places it: top right, 4.5 s. Loaded by LazyNotifications. */
export default function NotificationsHost() {
	return <Notifications position="top-right" autoClose={NOTIFICATION_MS} classNames={classes} />;
}
