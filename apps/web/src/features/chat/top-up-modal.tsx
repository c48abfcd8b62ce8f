import { TOP_UP_PACKS_CENTS } from '@edge/api/schemas';
import { formatDop } from '@edge/i18n/format';
import { Button, SimpleGrid } from '@mantine/core';
import { LazyModal } from '../../lib/lazy-modal';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';

interface TopUpModalProps {
	opened: boolean;
	loading: number | null;
	onClose: () => void;
	onChoose: (amountCents: number) => void;
}

/** Choosing how much to add to the chat balance; the payment happens on PayPal's page. */
export function TopUpModal({ opened, loading, onClose, onChoose }: TopUpModalProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	return (
		<LazyModal opened={opened} onClose={onClose} title={t('chat.page.cost.topUpAmount')} centered>
			<SimpleGrid cols={3} data-testid="chat-top-up-packs">
				{TOP_UP_PACKS_CENTS.map((cents) => (
					<Button
						key={cents}
						variant="light"
						loading={loading === cents}
						disabled={loading !== null && loading !== cents}
						onClick={() => onChoose(cents)}
						data-testid={`chat-top-up-${cents}`}
					>
						{formatDop(cents, language)}
					</Button>
				))}
			</SimpleGrid>
		</LazyModal>
	);
}
