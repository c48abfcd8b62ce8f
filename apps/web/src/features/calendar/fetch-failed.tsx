import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';

/** The spec's 'Unable to fetch the events. Please try again.', with a way to try again. */
export function FetchFailed({ onRetry }: { onRetry: () => void }) {
	const { t } = useTranslation();
	return (
		<Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="calendar-fetch-failed">
			{t('calendar.page.fetchFailed')}
			<Button variant="light" color="red" size="xs" mt="xs" display="block" onClick={onRetry}>
				{t('calendar.page.retry')}
			</Button>
		</Alert>
	);
}
