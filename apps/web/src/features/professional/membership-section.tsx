import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';

interface MembershipSectionProps {
	/** The owner's plans with a valid subscription (from the profile view). */
	planIds: readonly string[];
	isOwner: boolean;
}

/** The owner's plan status, named from the public plan catalog; the owner gets the way to the plans. */
export function MembershipSection({ planIds, isOwner }: MembershipSectionProps) {
	const { t, i18n } = useTranslation();
	const catalog = useQuery({ ...trpc.payments.catalog.queryOptions(), enabled: planIds.length > 0 });
	const english = i18n.language.startsWith('en');
	const nameOf = (planId: string) => {
		const plan = catalog.data?.plans.find((offer) => offer.id === planId);
		return plan ? (english ? plan.name.en : plan.name.es) : planId;
	};
	return (
		<Stack gap="sm" data-testid="freelancer-membership">
			{planIds.length === 0 ? (
				<Text>{t('professional.freelancer.membership.free')}</Text>
			) : (
				<Group gap="xs">
					<Text fw={500}>{t('professional.freelancer.membership.active')}:</Text>
					{planIds.map((planId) => (
						<Badge key={planId} variant="light" color="orange" tt="none">
							{nameOf(planId)}
						</Badge>
					))}
				</Group>
			)}
			{isOwner && (
				<Group gap="sm">
					<Text c="dimmed" fz="sm">
						{t('professional.freelancer.membership.ownerHint')}
					</Text>
					<ButtonLink to="/pricingTable" variant="light" size="xs" data-testid="membership-plans">
						{t('directory.seePlans')}
					</ButtonLink>
				</Group>
			)}
		</Stack>
	);
}
