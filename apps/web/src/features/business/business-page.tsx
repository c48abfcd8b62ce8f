import { lazyComponent } from '../../lib/lazy-component';
import { BusinessProfilePage } from './business-profile-page';
import type { BusinessSearch } from './business-search';
import { PageSkeleton } from './page-skeleton';

/*
 * The editor, the verification page and the owner's list load when opened: they bring the form
 * library, the API's schemas and the hours and social-link editors, ~70 KB a visitor reading a
 * profile never needs (docs/bench.md, "Lighthouse").
 */
const BusinessCreatePage = lazyComponent(
	() => import('./business-form-page').then((module) => module.BusinessCreatePage),
	<PageSkeleton />,
);
const BusinessEditPage = lazyComponent(
	() => import('./business-form-page').then((module) => module.BusinessEditPage),
	<PageSkeleton />,
);
const BusinessVerifyPage = lazyComponent(
	() => import('./business-verify-page').then((module) => module.BusinessVerifyPage),
	<PageSkeleton />,
);
const MyBusinessProfiles = lazyComponent(
	() => import('./my-business-profiles').then((module) => module.MyBusinessProfiles),
	<PageSkeleton />,
);

/** What /businessProfile shows for its search params (business-search.ts). */
export function BusinessPage({ search }: { search: BusinessSearch }) {
	if (search.id === undefined) return search.new ? <BusinessCreatePage /> : <MyBusinessProfiles />;
	if (search.edit) return <BusinessEditPage id={search.id} />;
	if (search.verify) return <BusinessVerifyPage id={search.id} />;
	// A fresh page per id: another profile's data never shows under this one's.
	return <BusinessProfilePage key={search.id} id={search.id} />;
}
