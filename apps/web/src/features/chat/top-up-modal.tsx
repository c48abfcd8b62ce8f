import type { ChargeRate, Money } from '@edge/api/client';
import { TOP_UP_PACKS_CENTS } from '@edge/api/schemas';
import { formatDop, formatMoney } from '@edge/i18n/format';
import { Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoneyAmount, quoteCharge } from '../../lib/charge';
import { LazyModal } from '../../lib/lazy-modal';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';

interface TopUpModalProps {
	opened: boolean;
	loading: number | null;
	/** payments.chargeRate: undefined while it loads, null when PayPal cannot be paid now. */
	rate: ChargeRate | null | undefined;
	onClose: () => void;
	/** A pack and what the dialog said PayPal would charge for it (sent as `expectedCharge`). */
	onChoose: (amountCents: number, expectedCharge: Money) => void;
}

/**
 * Choosing how much to add to the chat balance; the payment happens on PayPal's page. Each pack says
 * what PayPal charges for it, in the currency charged, at the rate in force (the server's rounding).
 */
export function TopUpModal({ opened, loading, rate, onClose, onChoose }: TopUpModalProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	return (
		<LazyModal opened={opened} onClose={onClose} title={t('chat.page.cost.topUpAmount')} centered>
			<Stack gap="sm">
				{rate === undefined ? (
					<Loader size="sm" aria-label={t('common.loading')} />
				) : rate === null ? (
					<Text fz="sm" c="red.8" data-testid="chat-top-up-unavailable">
						{t('chat.page.charge.unavailable')}
					</Text>
				) : (
					<Text fz="sm" data-testid="chat-top-up-rate">
						{t('chat.page.cost.topUpRate', {
							currency: t(`chat.page.charge.currency.${rate.currency}.name`, { defaultValue: rate.currency }),
							rate: formatMoney(rate.dopPerUnitCents, 'DOP', language),
							unit: t(`chat.page.charge.currency.${rate.currency}.unit`, { defaultValue: rate.currency }),
						})}
					</Text>
				)}
				<SimpleGrid cols={3} data-testid="chat-top-up-packs">
					{TOP_UP_PACKS_CENTS.map((cents) => {
						const quote = rate ? quoteCharge(cents, rate) : null;
						const dop = formatDop(cents, language);
						const charged = quote ? formatMoneyAmount(quote.charged, language) : null;
						return (
							<Button
								key={cents}
								variant="light"
								h="auto"
								py={6}
								px={4}
								loading={loading === cents}
								disabled={!quote || (loading !== null && loading !== cents)}
								onClick={() => quote && onChoose(cents, quote.charged)}
								aria-label={charged ? t('chat.page.cost.topUpPack', { dop, charged }) : dop}
								data-testid={`chat-top-up-${cents}`}
							>
								<Stack gap={0} align="center">
									<span>{dop}</span>
									{charged && (
										<Text span fz="xs" fw={700} data-testid="chat-top-up-charge">
											{charged}
										</Text>
									)}
								</Stack>
							</Button>
						);
					})}
				</SimpleGrid>
			</Stack>
		</LazyModal>
	);
}
