import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingStore, IconPlus, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../lib/document-title';
import { AnchorLink, ButtonLink } from '../../lib/links';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { OpeningStatusBadge } from '../directory/opening-status-badge';
import { UploadedImage } from '../images/uploaded-image';
import type { MyBusinessProfile } from './business-types';
import { SignInPrompt } from './sign-in-prompt';

function MyBusinessCard({ profile }: { profile: MyBusinessProfile }) {
	const { t } = useTranslation();
	return (
		<Card withBorder radius="lg" padding="lg" data-testid="my-business">
			<Group wrap="nowrap" align="flex-start">
				{profile.imageId ? (
					<UploadedImage id={profile.imageId} width={320} alt="" w={64} h={64} radius="md" fit="cover" />
				) : (
					<IconBuildingStore size={48} aria-hidden />
				)}
				<Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
					<AnchorLink to="/businessProfile" search={{ id: profile.id }} fw={600} fz="lg">
						{profile.title}
					</AnchorLink>
					<Group gap="xs">
						<OpeningStatusBadge status={profile.openingStatus} size="sm" />
						{profile.verified && (
							<Group gap={4} c="teal">
								<IconRosetteDiscountCheck size={16} aria-hidden />
								<Text fz="sm">{t('directory.verified')}</Text>
							</Group>
						)}
					</Group>
					<Group gap="xs" mt={4}>
						<ButtonLink to="/businessProfile" search={{ id: profile.id }} size="xs" variant="light">
							{t('business.list.view')}
						</ButtonLink>
						<ButtonLink to="/businessProfile" search={{ id: profile.id, edit: true }} size="xs" variant="default">
							{t('business.list.edit')}
						</ButtonLink>
						{!profile.verified && (
							<ButtonLink to="/businessProfile" search={{ id: profile.id, verify: true }} size="xs" variant="subtle">
								{t('business.list.verify')}
							</ButtonLink>
						)}
					</Group>
				</Stack>
			</Group>
		</Card>
	);
}

/** /businessProfile without an id: the owner's business profiles and a create button; visitors are invited to sign in. */
export function MyBusinessProfiles() {
	const { t } = useTranslation();
	useDocumentTitle(t('business.titles.list'));
	const { user, loading } = useSession();
	const mine = useQuery({ ...trpc.business.mine.queryOptions(), enabled: user !== null });

	return (
		<Stack gap="lg" data-testid="my-business-profiles">
			<Stack gap={4}>
				<Title order={1}>{t('business.list.title')}</Title>
				<Text c="dimmed">{t('business.list.subtitle')}</Text>
			</Stack>
			{loading || (user && mine.isPending) || (user && !mine.data && !mine.isError) ? (
				<SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={t('directory.loading')}>
					{[0, 1].map((index) => (
						<Skeleton key={index} height={120} radius="lg" />
					))}
				</SimpleGrid>
			) : !user ? (
				<SignInPrompt />
			) : mine.isError || !mine.data ? (
				<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('business.list.loadError')} role="alert">
					<Button variant="light" color="red" mt="xs" onClick={() => void mine.refetch()}>
						{t('directory.retry')}
					</Button>
				</Alert>
			) : (
				<>
					{mine.data.profiles.length === 0 ? (
						<Text c="dimmed" data-testid="my-business-empty">
							{t('business.list.empty')}
						</Text>
					) : (
						<SimpleGrid cols={{ base: 1, sm: 2 }}>
							{mine.data.profiles.map((profile) => (
								<MyBusinessCard key={profile.id} profile={profile} />
							))}
						</SimpleGrid>
					)}
					{mine.data.canCreate ? (
						<ButtonLink
							to="/businessProfile"
							search={{ new: true }}
							leftSection={<IconPlus size={16} aria-hidden />}
							w="fit-content"
							data-testid="create-business"
						>
							{t('business.list.create')}
						</ButtonLink>
					) : (
						<Alert color="yellow" variant="light" data-testid="multi-profile-required">
							<Text fz="sm">{t('directory.multiProfileRequired')}</Text>
							<ButtonLink to="/pricingTable" size="xs" variant="light" mt="xs">
								{t('directory.seePlans')}
							</ButtonLink>
						</Alert>
					)}
				</>
			)}
		</Stack>
	);
}
