import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslation } from '../../lib/use-translation';
import { DirectoryListing, type DirectoryListingProps } from './directory-listing';
import { useResultsHeading } from './results-heading';

interface ListingPageProps extends DirectoryListingProps {
	/** Key of the page's texts in search.pages (title, subtitle). */
	page: 'restaurants' | 'employees' | 'freelancers' | 'businesses';
}

/** /restaurants, /employees, /user-profiles/all and /edgeBusinessesPage: a heading over the listing. */
export function ListingPage({ page, ...listing }: ListingPageProps) {
	const { t } = useTranslation();
	const pageTitle = t(`search.pages.${page}.title`);
	// With a search, the page says what it found under its own title ("3 resultados para «pizza»").
	const resultsHeading = useResultsHeading(listing.search, listing.fixed);
	useDocumentTitle(resultsHeading ? `${resultsHeading} · ${pageTitle}` : pageTitle);
	return (
		<Stack gap="lg" data-testid={`listing-page-${page}`}>
			<Stack gap={4}>
				<Title order={1}>{pageTitle}</Title>
				{resultsHeading ? (
					<Title order={2} fz="lg" fw={600} data-testid="results-heading">
						{resultsHeading}
					</Title>
				) : (
					<Text c="dimmed" fz="lg">
						{t(`search.pages.${page}.subtitle`)}
					</Text>
				)}
			</Stack>
			<DirectoryListing {...listing} />
		</Stack>
	);
}
