import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconId, IconMapPin, IconMessageCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ContactActions } from '../directory/contact-actions';
import { DeleteProfileButton } from '../directory/delete-profile-button';
import { UploadedImage } from '../images/uploaded-image';
import { ProfileMap } from '../maps';
import { RatingLine } from '../reviews/rating-line';
import { ReviewsSection } from '../reviews/reviews-section';
import { AvailabilitySection } from './availability-section';
import { jobTypeName } from './job-type-name';
import { MembershipSection } from './membership-section';
import { OtherProfilesSection } from './other-profiles-section';
import type { FreelancerView } from './professional-types';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
	return (
		<Card withBorder radius="lg" padding="lg" data-testid={testId}>
			<Title order={2} fz="lg" mb="sm">
				{title}
			</Title>
			{children}
		</Card>
	);
}

/** The freelancer page: profile, calendar, membership, other profiles, contact, reviews. */
export function FreelancerProfileView({ view }: { view: FreelancerView }) {
	const { t, i18n } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const remove = useMutation(trpc.professional.freelancer.delete.mutationOptions());
	const place = [view.city, view.province].filter(Boolean).join(', ');
	const jobType = jobTypeName(view.jobType, i18n.language);

	return (
		<Stack gap="lg" data-testid="freelancer-profile">
			<Section title={t('professional.freelancer.sections.profile')} testId="freelancer-section-profile">
				<Group align="flex-start" gap="lg" wrap="wrap">
					{view.imageId ? (
						<UploadedImage
							id={view.imageId}
							width={320}
							alt={view.title}
							w={120}
							h={120}
							radius="50%"
							fit="cover"
							loading="eager"
						/>
					) : (
						<Avatar size={120} radius="50%" color="orange" name={view.title} />
					)}
					<Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
						<Title order={1} fz={28} data-testid="freelancer-title">
							{view.title}
						</Title>
						<Group gap="xs">
							{jobType && (
								<Badge variant="light" tt="none">
									{jobType}
								</Badge>
							)}
							<Badge variant="outline" tt="none" data-testid="freelancer-kind">
								{t(`professional.kinds.${view.freelancerKind}`)}
							</Badge>
						</Group>
						<RatingLine average={view.ratingAverage} count={view.ratingCount} />
						{place && (
							<Group gap={4}>
								<IconMapPin size={16} aria-hidden />
								<Text fz="sm">{place}</Text>
							</Group>
						)}
						{view.idNumber && (
							<Group gap={4}>
								<IconId size={16} aria-hidden />
								<Text fz="sm" data-testid="freelancer-id-number">
									{t('professional.cedula.label')}: {view.idNumber}
								</Text>
							</Group>
						)}
					</Stack>
				</Group>
				<Text mt="md" style={{ whiteSpace: 'pre-line' }} data-testid="freelancer-about">
					{view.about}
				</Text>
				{view.lat !== null && view.lng !== null && (
					<Stack mt="md">
						<ProfileMap lat={view.lat} lng={view.lng} title={view.title} />
					</Stack>
				)}
				{view.isOwner && (
					<Group mt="md" gap="sm">
						<ButtonLink to="/manageProfessional" variant="light" data-testid="freelancer-edit">
							{t('professional.freelancer.edit')}
						</ButtonLink>
						<DeleteProfileButton
							onDelete={() => remove.mutateAsync({ id: view.id })}
							onDeleted={() => {
								void queryClient.invalidateQueries(trpc.professional.pathFilter());
								void navigate({ to: '/professionalProfile' });
							}}
						/>
					</Group>
				)}
			</Section>
			<Section title={t('professional.freelancer.sections.contact')} testId="freelancer-section-contact">
				<Group gap="xs">
					<ContactActions title={view.title} phone={view.phone} socialLinks={view.socialLinks} />
					{!view.isOwner && (
						<ButtonLink
							to="/chat/$freelancerId"
							params={{ freelancerId: view.ownerId }}
							leftSection={<IconMessageCircle size={16} aria-hidden />}
							data-testid="freelancer-chat"
						>
							{t('professional.freelancer.chat')}
						</ButtonLink>
					)}
				</Group>
			</Section>
			<Section title={t('professional.freelancer.sections.calendar')} testId="freelancer-section-calendar">
				<AvailabilitySection view={view} />
			</Section>
			<Section title={t('professional.freelancer.sections.membership')} testId="freelancer-section-membership">
				<MembershipSection planIds={view.membership.planIds} isOwner={view.isOwner} />
			</Section>
			<Section title={t('professional.freelancer.sections.otherProfiles')} testId="freelancer-section-other">
				<OtherProfilesSection profiles={view.otherProfiles} />
			</Section>
			<ReviewsSection profileId={view.id} ownerId={view.ownerId} />
		</Stack>
	);
}
