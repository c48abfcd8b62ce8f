import { formatPhone } from '@edge/api/phone-number';
import { formatDate } from '@edge/i18n/format';
import { Avatar, Badge, Card, Divider, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { AnchorLink } from '../../../lib/links';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { profileLink } from '../../directory/profile-links';
import { UploadedImage } from '../../images/uploaded-image';
import { VerificationDecision } from './verification-decision';
import type { VerificationRequestItem, VerificationStatus } from './verification-types';

const STATUS_COLOR: Record<VerificationStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

/** A row of the label / value lists of a card: the label dimmed above its value. */
function Field({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
	const { t } = useTranslation();
	return (
		<Stack gap={0}>
			<Text fz="xs" c="dimmed">
				{label}
			</Text>
			<Text fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
				{value || t('admin.verifications.noValue')}
			</Text>
		</Stack>
	);
}

/**
 * One request: what the owner submitted (the proven contact, the name and the tax number as they
 * were), the profile as it is now, its owner, and the profile's earlier requests. One column at
 * 390 px, two side by side from the small breakpoint.
 */
export function VerificationCard({ item }: { item: VerificationRequestItem }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const date = (iso: string) => formatDate(new Date(iso), language);
	const { submitted, profile, owner } = item;
	const contact =
		submitted.channel === 'phone'
			? t('admin.verifications.channel.phone', { target: formatPhone(submitted.target) })
			: t('admin.verifications.channel.email', { target: submitted.target });
	const taxId = (value: { kind: 'rnc' | 'cedula'; number: string } | null) =>
		value
			? t(`admin.verifications.taxId.${value.kind}`, { number: value.number })
			: t('admin.verifications.taxId.none');
	const category = profile.category ? (language === 'en' ? profile.category.nameEn : profile.category.nameEs) : null;
	const place = [profile.city, profile.province].filter(Boolean).join(', ');

	return (
		<Card withBorder radius="lg" padding="md" data-testid="verification-card" data-request-id={item.id}>
			<Stack gap="md">
				<Group wrap="nowrap" align="flex-start" gap="sm">
					{profile.imageId ? (
						<UploadedImage id={profile.imageId} width={320} alt="" w={56} h={56} radius="md" fit="cover" />
					) : (
						<Avatar size={56} radius="md" aria-hidden>
							<IconBuildingStore size={28} />
						</Avatar>
					)}
					<Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
						<Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
							{submitted.businessName}
						</Title>
						<Group gap="xs">
							<Badge color={STATUS_COLOR[item.status]} variant="light" tt="none">
								{t(`admin.verifications.statusBadge.${item.status}`)}
							</Badge>
							<Text fz="xs" c="dimmed">
								{t('admin.verifications.submittedOn', { date: date(item.submittedAt) })}
							</Text>
							{item.decidedAt && (
								<Text fz="xs" c="dimmed">
									{t('admin.verifications.decidedOn', { date: date(item.decidedAt) })}
								</Text>
							)}
						</Group>
					</Stack>
				</Group>
				{item.reason && (
					<Text fz="sm" data-testid="verification-decision-reason">
						{t(item.status === 'approved' ? 'admin.verifications.note' : 'admin.verifications.reason', {
							note: item.reason,
							reason: item.reason,
						})}
					</Text>
				)}

				<SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
					<Stack gap="xs">
						<Text fw={600} fz="sm">
							{t('admin.verifications.submitted')}
						</Text>
						<Field label={t('admin.verifications.businessName')} value={submitted.businessName} />
						<Field label={t('admin.verifications.contact')} value={contact} testId="verification-contact" />
						{!submitted.contactStillCurrent && item.status === 'pending' && (
							<Text fz="xs" c="red" data-testid="verification-contact-changed">
								{t('admin.verifications.contactChangedShort')}
							</Text>
						)}
						<Field label={t('admin.verifications.taxId.label')} value={taxId(submitted.taxId)} />
						<Field label={t('admin.verifications.owner')} value={`${owner.name} · ${owner.email}`} />
					</Stack>
					<Stack gap="xs">
						<Text fw={600} fz="sm">
							{t('admin.verifications.profileNow')}
						</Text>
						<Field
							label={t('admin.verifications.profile')}
							value={[profile.title, category].filter(Boolean).join(' · ')}
						/>
						<Field label={t('admin.verifications.place')} value={place} />
						<Field
							label={t('admin.verifications.contacts')}
							value={[profile.phone && formatPhone(profile.phone), profile.email].filter(Boolean).join(' · ')}
						/>
						<Field label={t('admin.verifications.website')} value={profile.website} />
						<Field label={t('admin.verifications.taxId.label')} value={taxId(profile.taxId)} />
						<AnchorLink
							{...profileLink(profile.kind, profile.id)}
							fz="sm"
							target="_blank"
							data-testid="verification-profile-link"
						>
							{t('admin.verifications.openProfile')}
						</AnchorLink>
					</Stack>
				</SimpleGrid>

				<Divider />
				<Stack gap={4}>
					<Text fw={600} fz="sm">
						{t('admin.verifications.previous')}
					</Text>
					{item.previous.length === 0 ? (
						<Text fz="sm" c="dimmed">
							{t('admin.verifications.noPrevious')}
						</Text>
					) : (
						<List size="sm" spacing={4}>
							{item.previous.map((past) => (
								<List.Item key={past.id}>
									{t('admin.verifications.previousItem', {
										status: t(`admin.verifications.statusBadge.${past.status}`),
										date: date(past.submittedAt),
									})}
									{past.reason ? ` — ${past.reason}` : ''}
								</List.Item>
							))}
						</List>
					)}
				</Stack>

				{item.status === 'pending' && <VerificationDecision item={item} />}
			</Stack>
		</Card>
	);
}
