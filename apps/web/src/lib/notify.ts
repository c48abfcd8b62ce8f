import { notifications } from '@mantine/notifications';

/** The spec's notifications: top right (set on <Notifications>), 4.5 s. */
export const NOTIFICATION_MS = 4500;

export const notify = {
	success: (message: string, title?: string) => notifications.show({ color: 'teal', title, message }),
	error: (message: string, title?: string) => notifications.show({ color: 'red', title, message }),
	warning: (message: string, title?: string) => notifications.show({ color: 'yellow', title, message }),
};
