import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslation } from '../../lib/use-translation';
import { DirectoryListing, type DirectoryListingProps } from './directory-listing';

interface ListingPageProps extends DirectoryListingProps {
	/** Key of the page's texts in search.pages (title, subtitle). */
	page: 'restaurants' | 'employees' | 'freelancers' | 'businesses';
}

/** /restaurants, /employees, /user-profiles/all and /edgeBusinessesPage: a heading over the listing. */
export function ListingPage({ page, ...listing }: ListingPageProps) {
	const { t } = useTranslation();
	useDocumentTitle(t(`search.pages.${page}.title`));
	return (
		<Stack gap="lg" data-testid={`listing-page-${page}`}>
			<Stack gap={4}>
				<Title order={1}>{t(`search.pages.${page}.title`)}</Title>
				<Text c="dimmed" fz="lg">
					{t(`search.pages.${page}.subtitle`)}
				</Text>
			</Stack>
			<DirectoryListing {...listing} />
		</Stack>
	);
}
