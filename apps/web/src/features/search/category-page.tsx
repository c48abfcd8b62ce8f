import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useDocumentTitle } from '../../lib/document-title';
import { AnchorLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { NotFoundPage } from '../shell/not-found';
import { categoryName } from './category-name';
import { DirectoryListing } from './directory-listing';
import type { ListingSearch } from './listing-search';

interface CategoryPageProps {
	slug: string;
	search: ListingSearch;
	onSearchChange: (next: ListingSearch) => void;
}

const isNotFound = (error: unknown) =>
	error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';

/** /categories/$categoryName: the listing of one category, job type or cuisine; an unknown slug is a 404. */
export function CategoryPage({ slug, search, onSearchChange }: CategoryPageProps) {
	const { t, i18n } = useTranslation();
	const category = useQuery({
		...trpc.directory.category.queryOptions({ slug }),
		retry: (failures, error) => !isNotFound(error) && failures < 1,
	});
	const name = category.data ? categoryName(category.data, i18n.language) : null;
	useDocumentTitle(name);
	if (category.isError && isNotFound(category.error)) return <NotFoundPage />;
	return (
		<Stack gap="lg" data-testid="category-page">
			<AnchorLink to="/categories" fz="sm" w="fit-content">
				<IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} aria-hidden />
				{t('search.pages.category.back')}
			</AnchorLink>
			<Stack gap={4}>
				{name ? (
					<Title order={1} data-testid="category-title">
						{name}
					</Title>
				) : (
					<Skeleton height={36} width={280} />
				)}
				<Text c="dimmed" fz="lg">
					{category.data
						? t('search.pages.categories.count', { count: category.data.count })
						: t('search.pages.category.subtitle')}
				</Text>
			</Stack>
			<DirectoryListing search={search} fixed={{ category: slug }} onSearchChange={onSearchChange} />
		</Stack>
	);
}
