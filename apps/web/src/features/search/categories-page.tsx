import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/document-title';
import { lazyComponent } from '../../lib/lazy-component';
import { useTranslation } from '../../lib/use-translation';
import type { ListingSearch } from './listing-search';
import { useResultsHeading } from './results-heading';

/** The search box and the filters' rows, while their code loads. */
function BodySkeleton() {
	return (
		<Stack gap="lg" aria-hidden>
			<Skeleton height={42} radius="md" />
			<Skeleton height={60} radius="md" />
			<Skeleton height={240} radius="md" />
		</Stack>
	);
}

/*
 * The page's heading is drawn as soon as the route is: the search box, the filters and the lists
 * (Mantine's combobox and selects, the cards: ~110 KB) come in a chunk of their own under it. Only
 * new content appears below the heading, so nothing on screen moves (docs/bench.md, "Lighthouse").
 */
const CategoriesBody = lazyComponent(
	() => import('./categories-body').then((module) => module.CategoriesBody),
	<BodySkeleton />,
);

interface CategoriesPageProps {
	search: ListingSearch;
	onSearchChange: (next: ListingSearch) => void;
}

/**
 * /categories: search the whole directory; without a search, every business category with its
 * count and the services activity.
 */
export function CategoriesPage({ search, onSearchChange }: CategoriesPageProps) {
	const { t } = useTranslation();
	// A search's page is its results ("12 resultados para «panadería»"), not the categories' index.
	const resultsHeading = useResultsHeading(search);
	const title = resultsHeading ?? t('search.pages.categories.title');
	useDocumentTitle(title);
	return (
		<Stack gap="lg" data-testid="categories-page">
			<Stack gap={4}>
				<Title order={1} data-testid="page-heading">
					{title}
				</Title>
				{!resultsHeading && (
					<Text c="dimmed" fz="lg">
						{t('search.pages.categories.subtitle')}
					</Text>
				)}
			</Stack>
			<CategoriesBody search={search} onSearchChange={onSearchChange} />
		</Stack>
	);
}
