import { formatDate } from '@edge/i18n/format';
import type { Language } from '@edge/i18n/languages';
import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../lib/links';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { profileLink } from '../../directory/profile-links';
import type { StaffSubscription, UserDetail } from './staff-users-types';

const STATE_COLOR: Record<StaffSubscription['state'], string> = {
	pendingApproval: 'yellow',
	active: 'teal',
	suspended: 'orange',
	cancelled: 'gray',
	ended: 'gray',
	abandoned: 'gray',
};

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
	return (
		<Stack gap="xs" data-testid={testId}>
			<Title order={4}>{title}</Title>
			{children}
		</Stack>
	);
}

const date = (iso: string, language: Language) => formatDate(new Date(iso), language);

export function ProfilesSection({ detail }: { detail: UserDetail }) {
	const { t } = useTranslation();
	return (
		<Section title={t('admin.users.sections.profiles')} testId="user-profiles">
			{detail.profiles.length === 0 ? (
				<Text fz="sm" c="dimmed">
					{t('admin.users.noProfiles')}
				</Text>
			) : (
				<List spacing={4} fz="sm">
					{detail.profiles.map((profile) => (
						<List.Item key={profile.id}>
							<Group gap="xs">
								<AnchorLink {...profileLink(profile.kind, profile.id)}>{profile.title}</AnchorLink>
								<Text fz="xs" c="dimmed">
									{t(`admin.users.kinds.${profile.kind}`)}
								</Text>
								{profile.verified && (
									<Badge size="xs" color="teal" variant="light">
										{t('admin.users.verified')}
									</Badge>
								)}
							</Group>
						</List.Item>
					))}
				</List>
			)}
		</Section>
	);
}

/** Subscriptions as PayPal has them; admins may cancel one still billing (the dialog asks why). */
export function SubscriptionsSection({
	detail,
	canCancel,
	onCancel,
}: {
	detail: UserDetail;
	canCancel: boolean;
	onCancel: (subscription: StaffSubscription) => void;
}) {
	const { t } = useTranslation();
	const language = useLanguage();
	return (
		<Section title={t('admin.users.sections.subscriptions')} testId="user-subscriptions">
			{detail.subscriptions.length === 0 ? (
				<Text fz="sm" c="dimmed">
					{t('admin.users.noSubscriptions')}
				</Text>
			) : (
				detail.subscriptions.map((subscription) => (
					<Stack key={subscription.subscriptionId} gap={2} data-testid="user-subscription">
						<Group gap="xs">
							<Text fz="sm" fw={600}>
								{subscription.planName[language]}
							</Text>
							<Badge size="sm" color={STATE_COLOR[subscription.state]} variant="light">
								{t(`admin.users.states.${subscription.state}`)}
							</Badge>
						</Group>
						<Text fz="xs" c={subscription.checkedAtPaypal ? 'dimmed' : 'orange'}>
							{t(
								subscription.checkedAtPaypal
									? 'admin.users.subscription.checked'
									: 'admin.users.subscription.notChecked',
							)}
							{subscription.validUntil &&
								` · ${t('admin.users.subscription.validUntil', { date: date(subscription.validUntil, language) })}`}
						</Text>
						{canCancel && subscription.allowedActions.includes('cancel') && (
							<Button
								size="xs"
								color="red"
								variant="light"
								w="fit-content"
								onClick={() => onCancel(subscription)}
								data-testid="user-cancel-subscription"
							>
								{t('admin.users.actions.cancelSubscription')}
							</Button>
						)}
					</Stack>
				))
			)}
		</Section>
	);
}

export function ReviewsSection({ detail }: { detail: UserDetail }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const { reviews } = detail;
	return (
		<Section title={t('admin.users.sections.reviews')} testId="user-reviews">
			{reviews.count === 0 ? (
				<Text fz="sm" c="dimmed">
					{t('admin.users.noReviews')}
				</Text>
			) : (
				<>
					<Text fz="xs" c="dimmed">
						{t('admin.users.reviewCount', { count: reviews.count })}
					</Text>
					{reviews.latest.map((review) => (
						<Stack key={review.id} gap={0}>
							<Text fz="sm">
								{t('admin.users.stars', { rating: review.rating, profile: review.profileTitle })} ·{' '}
								{date(review.createdAt, language)}
							</Text>
							{review.comment && (
								<Text fz="sm" c="dimmed" lineClamp={2}>
									{review.comment}
								</Text>
							)}
							{review.hiddenAt && (
								<Text fz="xs" c="red">
									{t('admin.users.hidden', { reason: review.hiddenReason ?? '' })}
								</Text>
							)}
						</Stack>
					))}
				</>
			)}
		</Section>
	);
}

export function ReportsSection({ detail }: { detail: UserDetail }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const sides = [
		{
			key: 'made',
			label: t('admin.users.reportsMade', { count: detail.reports.made.count }),
			side: detail.reports.made,
		},
		{
			key: 'against',
			label: t('admin.users.reportsAgainst', { count: detail.reports.against.count }),
			side: detail.reports.against,
		},
	];
	return (
		<Section title={t('admin.users.sections.reports')} testId="user-reports">
			{sides.map(({ key, label, side }) => (
				<Stack key={key} gap={2}>
					<Text fz="sm" fw={600}>
						{label}
					</Text>
					{side.latest.map((report) => (
						<Text key={`${report.kind}-${report.targetId}-${report.createdAt}`} fz="xs" c="dimmed">
							{t('admin.users.reportLine', {
								kind: t(`admin.users.reportKinds.${report.kind}`),
								date: date(report.createdAt, language),
							})}
							{report.reason && ` · ${report.reason}`}
						</Text>
					))}
				</Stack>
			))}
		</Section>
	);
}

export function HistorySection({ detail }: { detail: UserDetail }) {
	const { t } = useTranslation();
	const language = useLanguage();
	return (
		<Section title={t('admin.users.sections.history')} testId="user-history">
			{detail.history.length === 0 ? (
				<Text fz="sm" c="dimmed">
					{t('admin.users.noHistory')}
				</Text>
			) : (
				detail.history.map((row) => (
					<Stack key={row.id} gap={0}>
						<Text fz="sm" fw={600}>
							{t(`admin.audit.actions.${row.action}`)}
						</Text>
						<Text fz="xs" c="dimmed">
							{t('admin.users.historyLine', { date: date(row.createdAt, language), email: row.staffEmail })}
						</Text>
						{row.reason && (
							<Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
								{row.reason}
							</Text>
						)}
					</Stack>
				))
			)}
		</Section>
	);
}
