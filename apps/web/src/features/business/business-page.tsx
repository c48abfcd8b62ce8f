import { lazy, Suspense } from 'react';
import { BusinessProfilePage } from './business-profile-page';
import type { BusinessSearch } from './business-search';
import { PageSkeleton } from './page-skeleton';

/*
 * The editor, the verification page and the owner's list load when opened: they bring the form
 * library, the API's schemas and the hours and social-link editors, ~70 KB a visitor reading a
 * profile never needs (docs/bench.md, "Lighthouse").
 */
const BusinessCreatePage = lazy(() =>
	import('./business-form-page').then((module) => ({ default: module.BusinessCreatePage })),
);
const BusinessEditPage = lazy(() =>
	import('./business-form-page').then((module) => ({ default: module.BusinessEditPage })),
);
const BusinessVerifyPage = lazy(() =>
	import('./business-verify-page').then((module) => ({ default: module.BusinessVerifyPage })),
);
const MyBusinessProfiles = lazy(() =>
	import('./my-business-profiles').then((module) => ({ default: module.MyBusinessProfiles })),
);

/** What /businessProfile shows for its search params (business-search.ts). */
export function BusinessPage({ search }: { search: BusinessSearch }) {
	if (search.id !== undefined && !search.edit && !search.verify) {
		// A fresh page per id: another profile's data never shows under this one's.
		return <BusinessProfilePage key={search.id} id={search.id} />;
	}
	return (
		<Suspense fallback={<PageSkeleton />}>
			{search.id !== undefined ? (
				search.edit ? (
					<BusinessEditPage id={search.id} />
				) : (
					<BusinessVerifyPage id={search.id} />
				)
			) : search.new ? (
				<BusinessCreatePage />
			) : (
				<MyBusinessProfiles />
			)}
		</Suspense>
	);
}
