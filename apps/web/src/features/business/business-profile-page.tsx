import { BUSINESS_COLUMNS } from '@edge/api/schemas';
import { weekdayInSantoDomingo } from '@edge/i18n/plain-format';
import { Alert, Badge, Box, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
	IconAlertCircle,
	IconBuildingStore,
	IconMapPin,
	IconPencil,
	IconRosetteDiscountCheck,
	IconShieldCheck,
	IconStarFilled,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ColumnLines } from '../directory/column-inputs';
import { ContactActions } from '../directory/contact-actions';
import { DeleteProfileButton } from '../directory/delete-profile-button';
import { HoursTable } from '../directory/hours-table';
import { OpeningStatusBadge } from '../directory/opening-status-badge';
import { isProfileNotFound, ProfileNotFound } from '../directory/profile-not-found';
import { UploadedImage } from '../images/uploaded-image';
import { ProfileMap, TravelTime } from '../maps';
import { RatingLine } from '../reviews/rating-line';
import { ReviewsSection } from '../reviews/reviews-section';
import type { BusinessProfileView } from './business-types';
import { PageSkeleton } from './page-skeleton';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<Card withBorder radius="lg" padding="lg">
			<Title order={2} fz="lg" mb="sm">
				{title}
			</Title>
			{children}
		</Card>
	);
}

function Features({ profile }: { profile: BusinessProfileView }) {
	const { t } = useTranslation();
	const highlights = profile.features.filter((feature) => feature.type === 'highlight');
	const attributes = profile.features.filter((feature) => feature.type === 'attribute');
	return (
		<>
			{highlights.length > 0 && (
				<Section title={t('business.page.highlights')}>
					<List
						spacing="xs"
						icon={
							<ThemeIcon color="orange" size={20} radius="xl">
								<IconStarFilled size={12} aria-hidden />
							</ThemeIcon>
						}
						data-testid="business-highlights"
					>
						{highlights.map((feature) => (
							<List.Item key={feature.title}>{feature.title}</List.Item>
						))}
					</List>
				</Section>
			)}
			{attributes.length > 0 && (
				<Section title={t('business.page.attributes')}>
					<Group gap="xs" data-testid="business-attributes">
						{attributes.map((feature) => (
							<Badge key={feature.title} variant="light" tt="none">
								{feature.title}
							</Badge>
						))}
					</Group>
				</Section>
			)}
		</>
	);
}

function OwnerActions({ profile }: { profile: BusinessProfileView }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const remove = useMutation(trpc.business.delete.mutationOptions());
	return (
		<Group gap="xs" data-testid="owner-actions">
			<ButtonLink
				to="/businessProfile"
				search={{ id: profile.id, edit: true }}
				variant="light"
				leftSection={<IconPencil size={16} aria-hidden />}
				data-testid="edit-business"
			>
				{t('business.page.edit')}
			</ButtonLink>
			{!profile.verified && (
				<ButtonLink
					to="/businessProfile"
					search={{ id: profile.id, verify: true }}
					variant="default"
					leftSection={<IconShieldCheck size={16} aria-hidden />}
					data-testid="verify-business"
				>
					{t('business.page.verify')}
				</ButtonLink>
			)}
			<DeleteProfileButton
				onDelete={() => remove.mutateAsync({ id: profile.id })}
				onDeleted={() => {
					void queryClient.invalidateQueries(trpc.business.pathFilter());
					void navigate({ to: '/businessProfile' });
				}}
			/>
		</Group>
	);
}

function BusinessProfileContent({ profile }: { profile: BusinessProfileView }) {
	const { t, i18n } = useTranslation();
	const category = profile.category
		? i18n.language === 'en'
			? profile.category.nameEn
			: profile.category.nameEs
		: null;
	const place = [profile.address, profile.city, profile.province, profile.postalCode].filter(Boolean).join(', ');

	return (
		<Stack gap="lg" data-testid="business-profile">
			{profile.bannerId && (
				<UploadedImage
					id={profile.bannerId}
					width={1600}
					alt=""
					h={{ base: 160, sm: 240 }}
					radius="lg"
					fit="cover"
					loading="eager"
					data-testid="business-banner-image"
				/>
			)}
			<Group align="flex-start" wrap="nowrap" gap="lg">
				{profile.imageId ? (
					<UploadedImage
						id={profile.imageId}
						width={320}
						alt={profile.title}
						w={96}
						h={96}
						radius="lg"
						fit="cover"
						loading="eager"
						data-testid="business-image-view"
					/>
				) : (
					<ThemeIcon size={96} radius="lg" variant="light">
						<IconBuildingStore size={48} aria-hidden />
					</ThemeIcon>
				)}
				<Stack gap={6} style={{ minWidth: 0 }}>
					<Title order={1} data-testid="business-title-view">
						{profile.title}
					</Title>
					<Group gap="xs">
						{category && (
							<Badge variant="outline" tt="none" data-testid="business-category-view">
								{category}
							</Badge>
						)}
						{profile.verified ? (
							<Badge
								color="teal"
								tt="none"
								leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
								data-testid="verified-badge"
							>
								{t('directory.verified')}
							</Badge>
						) : null}
						<OpeningStatusBadge status={profile.openingStatus} />
					</Group>
					<div data-testid="business-rating">
						<RatingLine average={profile.ratingAverage} count={profile.ratingCount} />
					</div>
				</Stack>
			</Group>

			{profile.isOwner && <OwnerActions profile={profile} />}
			<ContactActions
				title={profile.title}
				phone={profile.phone}
				website={profile.website}
				socialLinks={profile.socialLinks}
			/>

			<SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
				<Stack gap="lg">
					<Section title={t('business.page.about')}>
						<Text style={{ whiteSpace: 'pre-line' }} data-testid="business-about-view">
							{profile.about}
						</Text>
						{profile.tags.length > 0 && (
							<Group gap={6} mt="md" data-testid="business-tags-view">
								{profile.tags.map((tag) => (
									<Badge key={tag} variant="light" color="gray" tt="none">
										{tag}
									</Badge>
								))}
							</Group>
						)}
						<ColumnLines
							section="about"
							columns={BUSINESS_COLUMNS}
							profile={profile}
							catalog="business.form"
							testId="business"
							t={t}
						/>
					</Section>
					{(profile.ownerName || profile.ownerDescription || profile.taxId) && (
						<Section title={t('business.page.owner')}>
							{profile.ownerName && <Text fw={600}>{profile.ownerName}</Text>}
							{profile.ownerDescription && (
								<Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
									{profile.ownerDescription}
								</Text>
							)}
							{profile.taxId && (
								<Text fz="sm" data-testid="business-tax-id-view">
									{t(`business.page.taxId.${profile.taxId.kind}`, { number: profile.taxId.number })}
								</Text>
							)}
						</Section>
					)}
					<Features profile={profile} />
				</Stack>
				<Stack gap="lg">
					<Section title={t('business.page.hours')}>
						<HoursTable hours={profile.hours} today={weekdayInSantoDomingo()} />
					</Section>
					<Section title={t('business.page.location')}>
						<Stack gap="sm">
							{place && (
								<Group gap={6} wrap="nowrap" align="flex-start">
									<IconMapPin size={18} aria-hidden />
									<Text data-testid="business-address-view">{place}</Text>
								</Group>
							)}
							{profile.lat !== null && profile.lng !== null && (
								<Box>
									<ProfileMap lat={profile.lat} lng={profile.lng} title={profile.title} />
								</Box>
							)}
							{profile.lat !== null && <TravelTime profileId={profile.id} />}
						</Stack>
					</Section>
				</Stack>
			</SimpleGrid>
			<ReviewsSection profileId={profile.id} ownerId={profile.ownerId} />
		</Stack>
	);
}

/** /businessProfile?id=N: a business's public page. */
export function BusinessProfilePage({ id }: { id: number }) {
	const { t } = useTranslation();
	const profile = useQuery(trpc.business.get.queryOptions({ id }));
	useDocumentTitle(profile.data?.title ?? t('business.titles.page'));

	// The page is drawn at low priority, in slices that keep it responsive on a phone.
	const shown = useDeferredValue(profile.data);
	if (profile.isError) {
		if (isProfileNotFound(profile.error)) return <ProfileNotFound />;
		return (
			<Stack>
				<Title order={1}>{t('business.titles.page')}</Title>
				<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('business.page.loadError')} role="alert">
					<Text fz="sm">{translateError(profile.error, t)}</Text>
					<Button variant="light" color="red" mt="xs" onClick={() => void profile.refetch()}>
						{t('directory.retry')}
					</Button>
				</Alert>
			</Stack>
		);
	}
	if (shown === undefined) return <PageSkeleton />;
	return <BusinessProfileContent profile={shown} />;
}
