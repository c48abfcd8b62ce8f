/**
 * What the public pages drawn besides the first four show (drawn-paths.ts; the four are in
 * page-data.ts), loaded by their routes' loaders (ssr/page-loader.ts) through
 * `queryClient.ensureQueryData` with the same options their components read: the server renders
 * each once with all of it, and the browser's take-over finds the same answers in its cache.
 * Imported by the loaders when they run: the API client stays out of the first load of `/`.
 *
 * A page for one visitor only (an owner's editor, `?new`, a profile page without `?id`: the
 * signed-in user's own) loads nothing here; the server does not draw those (spa.ts draws profile
 * pages only with an id, and a draw is always signed out).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CalendarSearch } from '../features/calendar/calendar-search';
import { shownCalendar } from '../features/calendar/calendar-shown';
import { UPCOMING_PAGE_SIZE } from '../features/calendar/upcoming-events-page';
import { loadMapConfig } from '../features/maps/use-map-config';
import type { RestaurantSearch } from '../features/restaurant/restaurant-search';
import { loadReviewList } from '../features/reviews/review-list';
import { listingInput, nextPageParam } from '../features/search/listing-query';
import type { FixedFilters, ListingSearch } from '../features/search/listing-search';
import { trpc } from '../lib/trpc';

/** A profile's rating summary and first reviews (reviews/reviews-section.tsx), read in parallel. */
function reviewsData(queryClient: QueryClient, profileId: number): Promise<unknown> {
	return Promise.all([
		queryClient.ensureQueryData(trpc.reviews.summary.queryOptions({ profileId })),
		loadReviewList(queryClient, profileId),
	]);
}

/** /restaurant-profile?id=N: the restaurant (its menus, offers, highlights and slides come with it), its map's settings and its reviews. */
export async function restaurantProfileData(queryClient: QueryClient, search: RestaurantSearch): Promise<void> {
	const { id } = search;
	if (id === undefined || search.edit || search.new) return;
	await Promise.all([
		queryClient.ensureQueryData(trpc.restaurant.get.queryOptions({ id })),
		loadMapConfig(queryClient),
		reviewsData(queryClient, id),
	]);
}

/** /professionalProfile?id=N: the freelancer, the plans their badges name, their map's settings, and the reviews. */
export async function freelancerProfileData(queryClient: QueryClient, search: { id?: number }): Promise<void> {
	const { id } = search;
	if (id === undefined) return;
	await Promise.all([
		queryClient.ensureQueryData(trpc.professional.freelancer.get.queryOptions({ id })).then((view) =>
			// The membership section names the plans from the public catalog, only when there are some.
			view.membership.planIds.length > 0
				? queryClient.ensureQueryData(trpc.payments.catalog.queryOptions())
				: undefined,
		),
		loadMapConfig(queryClient),
		reviewsData(queryClient, id),
	]);
}

/** /employeeProfile?id=N: the employee and the reviews. */
export async function employeeProfileData(
	queryClient: QueryClient,
	search: { id?: number; new?: true; edit?: true },
): Promise<void> {
	const { id } = search;
	if (id === undefined || search.new || search.edit) return;
	await Promise.all([
		queryClient.ensureQueryData(trpc.professional.employee.get.queryOptions({ id })),
		reviewsData(queryClient, id),
	]);
}

/**
 * A directory listing (search/directory-listing.tsx): the first page of results for the URL's
 * filters and the page's fixed ones, and the filters' category choices (drawn on every width: the
 * fold is CSS only).
 */
export async function listingData(queryClient: QueryClient, search: ListingSearch, fixed: FixedFilters): Promise<void> {
	await Promise.all([
		queryClient.ensureInfiniteQueryData(
			trpc.directory.search.infiniteQueryOptions(listingInput(search, fixed), { getNextPageParam: nextPageParam }),
		),
		queryClient.ensureQueryData({
			...trpc.directory.categoryOptions.queryOptions(),
			staleTime: Number.POSITIVE_INFINITY,
		}),
	]);
}

/** /categories/$categoryName: the category (its name and count) and its listing. */
export async function categoryData(queryClient: QueryClient, slug: string, search: ListingSearch): Promise<void> {
	await Promise.all([
		queryClient.ensureQueryData(trpc.directory.category.queryOptions({ slug })),
		listingData(queryClient, search, { category: slug }),
	]);
}

/** /calendar: the month's (or year's) events and holidays, in the draw's language (the API's Accept-Language). */
export async function calendarData(queryClient: QueryClient, search: CalendarSearch): Promise<void> {
	await queryClient.ensureQueryData(trpc.calendar.range.queryOptions(shownCalendar(search).range));
}

/** /UpcomingEvents: the first page of events to come. */
export async function upcomingEventsData(queryClient: QueryClient): Promise<void> {
	await queryClient.ensureInfiniteQueryData(
		trpc.calendar.upcoming.infiniteQueryOptions(
			{ limit: UPCOMING_PAGE_SIZE },
			{ getNextPageParam: (page) => page.nextCursor ?? undefined },
		),
	);
}
