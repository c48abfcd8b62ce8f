import { Alert, Box, Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ResultsSkeleton } from './directory-listing';
import { ProfileCard } from './profile-card';
import type { ProfileSummary } from './search-types';

type SectionKey = 'promoted' | 'recentBusinesses' | 'topRatedBusinesses' | 'freelancers';

/** Where each section's "See all" leads. */
const SEE_ALL: Record<SectionKey, '/categories' | '/edgeBusinessesPage' | '/user-profiles/all'> = {
	promoted: '/categories',
	recentBusinesses: '/edgeBusinessesPage',
	topRatedBusinesses: '/edgeBusinessesPage',
	freelancers: '/user-profiles/all',
};

/**
 * The home page's directory sections (directory.home, one request): promoted profiles, the
 * business list (recent and top rated) and professionals' profiles. Loaded lazily (see
 * lazy-home-sections.tsx), so the tRPC client stays out of the first load of /.
 */
export default function HomeDirectorySections() {
	const { t } = useTranslation();
	const home = useQuery(trpc.directory.home.queryOptions());
	if (home.isPending)
		return (
			<Container size="lg" py="xl">
				<ResultsSkeleton count={4} />
			</Container>
		);
	if (home.isError)
		return (
			<Container size="lg" py="xl">
				<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('directory.errorFetching')} role="alert">
					<Button variant="light" color="red" mt="xs" onClick={() => void home.refetch()}>
						{t('directory.retry')}
					</Button>
				</Alert>
			</Container>
		);
	const sections: Array<[SectionKey, ProfileSummary[]]> = [
		['promoted', home.data.promoted],
		['recentBusinesses', home.data.recentBusinesses],
		['topRatedBusinesses', home.data.topRatedBusinesses],
		['freelancers', home.data.freelancers],
	];
	// A block, not a flex column (Stack): Container centres itself with auto margins, which in a flex
	// column shrink it to its content instead of letting it take the full width.
	return (
		<Box data-testid="home-directory">
			{sections
				// An empty promoted or top-rated row says nothing; the two lists everyone expects stay.
				.filter(([key, items]) => items.length > 0 || key === 'recentBusinesses' || key === 'freelancers')
				.map(([key, items]) => (
					<Container
						key={key}
						component="section"
						size="lg"
						py="xl"
						aria-labelledby={`home-${key}`}
						data-testid={`home-${key}`}
					>
						<Group justify="space-between" align="baseline" mb="md">
							<Title order={2} id={`home-${key}`}>
								{t(`search.home.${key}`)}
							</Title>
							<AnchorLink to={SEE_ALL[key]} fw={600} fz="sm">
								{t('search.home.seeAll')}
								<IconArrowRight size={14} style={{ verticalAlign: 'middle', marginInlineStart: 4 }} aria-hidden />
							</AnchorLink>
						</Group>
						{items.length === 0 ? (
							<Text c="dimmed">{t('search.home.empty')}</Text>
						) : (
							<SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
								{items.map((profile) => (
									<ProfileCard key={profile.id} profile={profile} />
								))}
							</SimpleGrid>
						)}
					</Container>
				))}
		</Box>
	);
}
