import type { ProfileKind } from '@edge/api/profile-kinds';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ProfileCard } from '../search/profile-card';

/** Where each kind of profile is created (docs/directory.md); businesses may have several. */
const CREATE_LINKS: Record<ProfileKind, { to: string; search?: { new: true } }> = {
	business: { to: '/businessProfile', search: { new: true } },
	restaurant: { to: '/restaurant-profile', search: { new: true } },
	freelancer: { to: '/manageProfessional' },
	employee: { to: '/employeeProfile', search: { new: true } },
};
const KINDS = Object.keys(CREATE_LINKS) as ProfileKind[];

/** The user's published profiles on /profile, and a way to create the kinds they do not have yet. */
export function MyProfiles() {
	const { t } = useTranslation();
	const mine = useQuery(trpc.directory.mine.queryOptions());
	const owned = new Set(mine.data?.map((profile) => profile.kind));
	// One of each kind per account, except businesses (several with the multi-profile plan).
	const creatable = KINDS.filter((kind) => kind === 'business' || !owned.has(kind));

	return (
		<Card withBorder padding="lg" data-testid="my-profiles" style={{ gridColumn: '1 / -1' }}>
			<Title order={2} fz="lg" mb="sm">
				{t('account.profile.myProfiles.title')}
			</Title>
			{mine.isPending ? (
				<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
					<Skeleton h={180} radius="lg" />
					<Skeleton h={180} radius="lg" />
				</SimpleGrid>
			) : mine.isError ? (
				<Alert color="red" title={t('account.profile.myProfiles.error')}>
					<Button variant="light" onClick={() => void mine.refetch()}>
						{t('common.retry')}
					</Button>
				</Alert>
			) : mine.data.length === 0 ? (
				<Text c="dimmed" fz="sm">
					{t('account.profile.myProfiles.empty')}
				</Text>
			) : (
				<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
					{mine.data.map((profile) => (
						<ProfileCard key={profile.id} profile={profile} />
					))}
				</SimpleGrid>
			)}
			<Stack gap="xs" mt="md">
				<Text fw={600} fz="sm">
					{t('account.profile.myProfiles.create')}
				</Text>
				<Group gap="xs">
					{creatable.map((kind) => (
						<ButtonLink
							key={kind}
							variant="light"
							size="xs"
							to={CREATE_LINKS[kind].to}
							search={CREATE_LINKS[kind].search}
							data-testid={`create-${kind}-profile`}
						>
							{t(`account.profile.myProfiles.kinds.${kind}`)}
						</ButtonLink>
					))}
				</Group>
			</Stack>
		</Card>
	);
}
