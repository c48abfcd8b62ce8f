import type { SessionEndSignal } from '@edge/api/session-ended';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sessionEndedKey } from './session-signal';
import { useTranslation } from './use-translation';

const NOTIFICATION_ID = 'session-ended';

/** Rendered, not written once: the text follows a language switch while it is on screen. */
function Reason({ signal }: { signal: SessionEndSignal }) {
	const { t } = useTranslation();
	return (
		<Text fz="sm" data-testid="session-ended">
			{t(sessionEndedKey(signal))}
		</Text>
	);
}

function Title() {
	const { t } = useTranslation();
	return <>{t('auth.sessionEnded.title')}</>;
}

/**
 * Says why the session ended on a page that stays (a public one): until it is closed, since it
 * explains what just changed on the page (the name and the private parts went).
 */
export function showSessionEnded(signal: SessionEndSignal): void {
	notifications.hide(NOTIFICATION_ID);
	notifications.show({
		id: NOTIFICATION_ID,
		color: 'yellow',
		autoClose: false,
		title: <Title />,
		message: <Reason signal={signal} />,
	});
}
