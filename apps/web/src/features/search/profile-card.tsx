import { Badge, Box, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
	IconBriefcase,
	IconBuildingStore,
	IconDiscountCheck,
	IconMapPin,
	IconSparkles,
	IconToolsKitchen2,
	IconUser,
} from '@tabler/icons-react';
import { AnchorLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';
import { OpeningStatusBadge } from '../directory/opening-status-badge';
import { profileLink } from '../directory/profile-links';
import { UploadedImage } from '../images/uploaded-image';
import { RatingLine } from '../reviews/rating-line';
import { categoryName } from './category-name';
import hover from './hover-card.module.css';
import classes from './profile-card.module.css';
import type { ProfileSummary } from './search-types';

const KIND_ICON = {
	business: IconBuildingStore,
	restaurant: IconToolsKitchen2,
	freelancer: IconBriefcase,
	employee: IconUser,
} as const;

/**
 * One profile in a listing: image, title, kind and category, place, rating, open status and the
 * verified and promoted badges. The whole card links to the profile's page.
 */
export function ProfileCard({ profile }: { profile: ProfileSummary }) {
	const { t, i18n } = useTranslation();
	const KindIcon = KIND_ICON[profile.kind];
	const place = [profile.city, profile.province].filter(Boolean).join(', ');
	return (
		<Card
			withBorder
			radius="lg"
			padding="md"
			className={`${classes.card} ${hover.hoverCard}`}
			data-testid="profile-card"
			data-profile-id={profile.id}
		>
			<Card.Section className={classes.media}>
				{profile.imageId ? (
					<UploadedImage id={profile.imageId} width={320} alt="" />
				) : (
					<KindIcon size={48} stroke={1.2} aria-hidden />
				)}
			</Card.Section>
			<Stack gap={6} mt="sm" style={{ flex: 1 }}>
				<Group gap={6}>
					<Badge variant="light" color="gray" tt="none" leftSection={<KindIcon size={12} aria-hidden />}>
						{t(`directory.kinds.${profile.kind}`)}
					</Badge>
					{profile.promoted && (
						<Badge
							color="orange"
							tt="none"
							leftSection={<IconSparkles size={12} aria-hidden />}
							data-testid="promoted-badge"
						>
							{t('directory.promoted')}
						</Badge>
					)}
					{profile.verified && (
						<Badge color="teal" variant="light" tt="none" leftSection={<IconDiscountCheck size={12} aria-hidden />}>
							{t('directory.verified')}
						</Badge>
					)}
				</Group>
				<AnchorLink
					{...profileLink(profile.kind, profile.id)}
					fw={700}
					fz="lg"
					c="inherit"
					className={classes.titleLink}
					data-testid="profile-card-link"
				>
					{profile.title}
				</AnchorLink>
				{profile.category && (
					<Text fz="sm" c="dimmed">
						{categoryName(profile.category, i18n.language)}
					</Text>
				)}
				{profile.about && (
					<Text fz="sm" className={classes.about}>
						{profile.about}
					</Text>
				)}
				{(place || profile.distanceKm !== null) && (
					<Group gap={4} wrap="nowrap" align="flex-start">
						<IconMapPin size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
						{/* Wrapped, not cut: "Santo Domingo de Guzmán, Distrito Nacional · 2,5 km" is wider than a card. */}
						<Text fz="sm" c="dimmed">
							{[place, profile.distanceKm !== null ? t('search.results.distance', { km: profile.distanceKm }) : '']
								.filter(Boolean)
								.join(' · ')}
						</Text>
					</Group>
				)}
				<Box mt="auto" pt={4}>
					<RatingLine average={profile.ratingAverage} count={profile.ratingCount} />
				</Box>
				{profile.kind !== 'employee' && profile.openStatus.state !== 'none' && (
					<OpeningStatusBadge status={profile.openStatus} w="fit-content" maw="100%" />
				)}
			</Stack>
		</Card>
	);
}

/** Stand-in of a card while a page of results loads. */
export function ProfileCardSkeleton() {
	return (
		<Card withBorder radius="lg" padding="md" data-testid="profile-card-skeleton">
			<Card.Section>
				<Skeleton height={140} radius={0} />
			</Card.Section>
			<Skeleton height={16} width="40%" mt="sm" />
			<Skeleton height={20} width="80%" mt="sm" />
			<Skeleton height={12} mt="sm" />
			<Skeleton height={12} width="60%" mt={6} />
		</Card>
	);
}
