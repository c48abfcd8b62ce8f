import { formatPhone } from '@edge/api/phone-number';
import { formatDate } from '@edge/i18n/format';
import {
	Alert,
	Button,
	Card,
	CopyButton,
	Group,
	Loader,
	SimpleGrid,
	Stack,
	Text,
	TextInput,
	Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useDocumentTitle } from '../../lib/document-title';
import { LazyModal } from '../../lib/lazy-modal';
import { ButtonLink } from '../../lib/links';
import { usePlanSubscription, useSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { ProfileReceipts, ProfileSubscriptions } from '../payments/profile-subscriptions';
import { SubscriptionSummary } from '../payments/subscription-summary';
import { DeleteAccountForm } from './delete-account-form';
import { MyProfiles } from './my-profiles';
import { NoticesCard } from './notices-card';

export function ProfilePage() {
	const { t } = useTranslation();
	const { user, loading, refetch } = useSession();
	const { subscription } = usePlanSubscription(user);
	const [deleteOpened, deleteModal] = useDisclosure(false);
	const language = useLanguage();
	useDocumentTitle(t('payments.page.titles.profile'));

	if (loading) return <Loader aria-label={t('common.loading')} />;
	// The guard let a stored token through but the server could not be reached to confirm it.
	if (!user)
		return (
			<Alert color="yellow" title={t('errors.network')}>
				<Button variant="light" onClick={() => void refetch()}>
					{t('common.retry')}
				</Button>
			</Alert>
		);

	const details: [string, string][] = [
		[t('auth.fields.email'), user.email],
		[t('auth.fields.phone'), formatPhone(user.phone)],
		[t('auth.fields.dateOfBirth'), formatDate(user.dateOfBirth, language)],
		[t('account.profile.userType'), t(`auth.userTypes.${user.userType}`)],
	];

	return (
		<Stack gap="lg" data-testid="profile-page">
			<Title order={1}>{t('account.profile.greeting', { name: user.firstName })}</Title>
			<SimpleGrid cols={{ base: 1, md: 2 }}>
				<NoticesCard />
				<Card withBorder padding="lg">
					<Title order={2} fz="lg" mb="sm">
						{t('account.profile.details')}
					</Title>
					<Stack gap="xs">
						<Text fw={600}>
							{user.firstName} {user.lastName}
						</Text>
						{details.map(([label, value]) => (
							// A long e-mail address moves under its label and breaks where it must, inside the card.
							<Group key={label} justify="space-between" wrap="wrap" gap="md" style={{ rowGap: 4 }}>
								<Text c="dimmed" fz="sm">
									{label}
								</Text>
								<Text fz="sm" ta="right" miw={0} style={{ overflowWrap: 'anywhere' }} data-testid="profile-detail">
									{value}
								</Text>
							</Group>
						))}
					</Stack>
				</Card>
				<Card withBorder padding="lg" data-testid="plan-card">
					<Title order={2} fz="lg" mb="sm">
						{t('account.profile.plan.title')}
					</Title>
					{subscription ? (
						<Stack gap="xs" data-testid="plan-card-subscription">
							<Text fw={600}>{subscription.planName[language]}</Text>
							<SubscriptionSummary subscription={subscription} />
						</Stack>
					) : (
						<Text fz="sm" c="dimmed" mb="sm">
							{t('account.profile.plan.none')}
						</Text>
					)}
					<ButtonLink to="/pricingTable" variant="light" mt="md" w="fit-content">
						{t('account.profile.plan.seePlans')}
					</ButtonLink>
				</Card>
				<Card withBorder padding="lg">
					<Title order={2} fz="lg" mb="sm">
						{t('account.profile.referral.title')}
					</Title>
					<Text fz="sm" mb="sm" data-testid="referral-points">
						{t('account.profile.referral.points', { count: user.referralPoints })}
					</Text>
					<Group align="flex-end" wrap="nowrap">
						<TextInput
							label={t('account.profile.referral.link')}
							value={user.referralLink}
							readOnly
							style={{ flex: 1 }}
						/>
						<CopyButton value={user.referralLink}>
							{({ copied, copy }) => (
								<Button variant="light" onClick={copy}>
									{copied ? t('account.profile.referral.copied') : t('account.profile.referral.copy')}
								</Button>
							)}
						</CopyButton>
					</Group>
				</Card>
				<MyProfiles />
				<ProfileSubscriptions />
				<ProfileReceipts />
				<Card withBorder padding="lg">
					<Title order={2} fz="lg" mb="sm" c="red.9">
						{t('account.profile.dangerZone')}
					</Title>
					<Button
						color="red"
						variant="outline"
						onClick={deleteModal.open}
						w="fit-content"
						data-testid="open-delete-account"
					>
						{t('account.profile.deleteAccount')}
					</Button>
				</Card>
			</SimpleGrid>
			<LazyModal opened={deleteOpened} onClose={deleteModal.close} title={t('account.deleteAccount.title')} centered>
				<DeleteAccountForm onCancel={deleteModal.close} />
			</LazyModal>
		</Stack>
	);
}
