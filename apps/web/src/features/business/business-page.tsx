import { BusinessCreatePage, BusinessEditPage } from './business-form-page';
import { BusinessProfilePage } from './business-profile-page';
import type { BusinessSearch } from './business-search';
import { BusinessVerifyPage } from './business-verify-page';
import { MyBusinessProfiles } from './my-business-profiles';

/** What /businessProfile shows for its search params (business-search.ts). */
export function BusinessPage({ search }: { search: BusinessSearch }) {
	if (search.id !== undefined) {
		if (search.edit) return <BusinessEditPage id={search.id} />;
		if (search.verify) return <BusinessVerifyPage id={search.id} />;
		// A fresh page per id: another profile's data never shows under this one's.
		return <BusinessProfilePage key={search.id} id={search.id} />;
	}
	if (search.new) return <BusinessCreatePage />;
	return <MyBusinessProfiles />;
}
