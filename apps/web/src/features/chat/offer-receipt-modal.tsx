import { formatDate, formatDop } from '@edge/i18n/format';
import { Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { translateError } from '../../lib/api-error';
import { formatMoneyAmount } from '../../lib/charge';
import { trpc } from '../../lib/trpc';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';

/**
 * The receipt of a paid offer: who, what, the offer's DOP$ price and what PayPal charged for it (in
 * the currency charged), when and the payment's reference.
 */
export function OfferReceiptModal({ offerId, onClose }: { offerId: number; onClose: () => void }) {
	const { t } = useTranslation();
	const receipt = useQuery(trpc.chat.offers.receipt.queryOptions({ offerId }));
	const language = useLanguage();
	const data = receipt.data;
	return (
		<Modal opened onClose={onClose} title={t('chat.page.offer.receipt')} centered>
			{receipt.isError ? (
				<Text c="red">{translateError(receipt.error, t)}</Text>
			) : !data ? (
				<Stack>
					<Skeleton height={16} />
					<Skeleton height={16} />
					<Skeleton height={16} />
				</Stack>
			) : (
				<Table data-testid="offer-receipt-table">
					<Table.Tbody>
						<Row label={t('chat.page.receipt.freelancer')} value={data.freelancer.name} />
						<Row label={t('chat.page.receipt.customer')} value={data.customer.name} />
						<Row label={t('chat.page.offer.description')} value={data.description} />
						<Row label={t('chat.page.offer.days')} value={String(data.deliveryDays)} />
						<Row label={t('chat.page.receipt.price')} value={formatDop(data.priceCents, language)} />
						{data.charged && (
							<Row
								label={t('chat.page.receipt.amount')}
								value={formatMoneyAmount(data.charged, language)}
								testId="offer-receipt-charged"
							/>
						)}
						<Row label={t('chat.page.receipt.paidAt')} value={formatDate(new Date(data.paidAt), language)} />
						<Row label={t('chat.page.receipt.reference')} value={data.paymentReference} />
					</Table.Tbody>
				</Table>
			)}
		</Modal>
	);
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
	return (
		<Table.Tr data-testid={testId}>
			<Table.Th fw={500} c="dimmed" fz="sm">
				{label}
			</Table.Th>
			<Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
				{value}
			</Table.Td>
		</Table.Tr>
	);
}
