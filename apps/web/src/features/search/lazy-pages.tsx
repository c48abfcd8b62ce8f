import { Skeleton, Stack } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { CategoriesPage as CategoriesPageComponent } from './categories-page';
import type { CategoryPage as CategoryPageComponent } from './category-page';
import type { ListingPage as ListingPageComponent } from './listing-page';

/*
 * The directory pages behind one more lazy step. Every route file is part of the first load of /,
 * and each one carries the list of chunks its page needs (Vite's preload map); for these pages,
 * which share a large set of chunks, that list was about 1 KB gzipped per route. Routes import this
 * module instead, whose own list is short. The imports start as soon as this module loads (when a
 * route link is hovered, with the router's intent preloading), so opening a page waits no longer.
 */
const listingPage = import('./listing-page');
const categoriesPage = import('./categories-page');
const categoryPage = import('./category-page');

const ListingPage = lazy(() => listingPage.then((module) => ({ default: module.ListingPage })));
const CategoriesPage = lazy(() => categoriesPage.then((module) => ({ default: module.CategoriesPage })));
const CategoryPage = lazy(() => categoryPage.then((module) => ({ default: module.CategoryPage })));

function PageSkeleton() {
	return (
		<Stack gap="md" aria-busy="true">
			<Skeleton height={36} width="40%" />
			<Skeleton height={20} width="60%" />
			<Skeleton height={42} />
		</Stack>
	);
}

export function LazyListingPage(props: ComponentProps<typeof ListingPageComponent>) {
	return (
		<Suspense fallback={<PageSkeleton />}>
			<ListingPage {...props} />
		</Suspense>
	);
}

export function LazyCategoriesPage(props: ComponentProps<typeof CategoriesPageComponent>) {
	return (
		<Suspense fallback={<PageSkeleton />}>
			<CategoriesPage {...props} />
		</Suspense>
	);
}

export function LazyCategoryPage(props: ComponentProps<typeof CategoryPageComponent>) {
	return (
		<Suspense fallback={<PageSkeleton />}>
			<CategoryPage {...props} />
		</Suspense>
	);
}
