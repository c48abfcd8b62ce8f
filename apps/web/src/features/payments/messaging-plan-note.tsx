import { CHAT_TRIAL_DAYS, MESSAGE_PRICE_CENTS } from '@edge/api/chat-kinds';
import { formatDop } from '@edge/i18n/format';
import { Text } from '@mantine/core';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';

/**
 * On the messaging plan's card: what writing to freelancers costs without it (the trial, then 69
 * cents a message from the balance), from the same constants the server charges by.
 */
export function MessagingPlanNote() {
	const { t } = useTranslation();
	const language = useLanguage();
	return (
		<Text fz="sm" c="dimmed" data-testid="plan-messaging-note">
			{t('payments.page.pricing.messagingNote', {
				days: CHAT_TRIAL_DAYS,
				cents: MESSAGE_PRICE_CENTS,
				price: formatDop(MESSAGE_PRICE_CENTS, language),
			})}
		</Text>
	);
}
