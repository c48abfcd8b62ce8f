import { dateText } from '@edge/i18n/plain-format';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTicket } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useLanguage } from '../../lib/use-language';
import type { TFunction } from '../../lib/use-translation';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmActionModal } from '../payments/confirm-action-modal';
import type { RestaurantOffer } from './restaurant-types';

interface OfferCardProps {
	offer: RestaurantOffer;
	/** Owners see their offers but cannot redeem them (the server refuses too). */
	isOwner: boolean;
	signedIn: boolean;
	/** Listed elsewhere (the food directory): no redeem button, the restaurant's page has it. */
	readOnly?: boolean;
	/** Owner tools (delete) next to the offer. */
	children?: ReactNode;
}

/** "N of M left" and why the offer cannot be redeemed, when it cannot. */
export function offerStateLabel(offer: RestaurantOffer, t: TFunction): string | null {
	if (offer.redeemedByMe) return t('restaurant.redeem.redeemed');
	if (offer.availability === 'available') return null;
	return t(`restaurant.offer.${offer.availability}`);
}

export function OfferCard({ offer, isOwner, signedIn, readOnly = false, children }: OfferCardProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	const queryClient = useQueryClient();
	const [opened, { open, close }] = useDisclosure(false);
	const redeem = useMutation(trpc.restaurant.offers.redeem.mutationOptions());
	const state = offerStateLabel(offer, t);
	const canRedeem = signedIn && !isOwner && !offer.redeemedByMe && offer.availability === 'available';

	const confirm = async () => {
		try {
			await redeem.mutateAsync({ id: offer.id });
			notify.success(t('restaurant.redeem.done'));
			close();
		} catch (error) {
			notify.error(translateError(error, t));
			close();
		} finally {
			// Refused or not, the count may have moved: show the server's numbers.
			await queryClient.invalidateQueries(trpc.restaurant.pathFilter());
		}
	};

	return (
		<Card withBorder radius="md" padding="md" data-testid={`offer-${offer.id}`}>
			<Stack gap={6}>
				<Group justify="space-between" wrap="nowrap" align="flex-start">
					<Text fw={600}>{offer.title}</Text>
					{state && (
						<Badge color={offer.redeemedByMe ? 'teal' : 'gray'} variant="light">
							{state}
						</Badge>
					)}
				</Group>
				{offer.description && (
					<Text fz="sm" c="dimmed">
						{offer.description}
					</Text>
				)}
				<Text fz="sm" fw={500} data-testid="offer-left">
					{t('restaurant.offer.left', { left: offer.left, max: offer.maxRedemptions })}
				</Text>
				<Text fz="xs" c="dimmed">
					{t('restaurant.offer.dates', {
						start: dateText(offer.startsOn, language),
						end: dateText(offer.endsOn, language),
					})}
				</Text>
				<Group justify="space-between">
					{!isOwner && !readOnly && (
						<Button
							size="xs"
							leftSection={<IconTicket size={16} aria-hidden />}
							disabled={!canRedeem}
							onClick={open}
							title={signedIn ? undefined : t('restaurant.redeem.signIn')}
							data-testid="offer-redeem"
						>
							{/* A button that cannot be used says why: Redeemed, Sold out, Ended, Coming soon. */}
							{state ?? t('restaurant.redeem.button')}
						</Button>
					)}
					{children}
				</Group>
			</Stack>
			<ConfirmActionModal
				opened={opened}
				title={t('restaurant.redeem.confirmTitle')}
				body={`${offer.title}. ${t('restaurant.redeem.confirmBody')}`}
				confirmLabel={t('restaurant.redeem.confirm')}
				loading={redeem.isPending}
				onConfirm={() => void confirm()}
				onClose={close}
			/>
		</Card>
	);
}
