import { createFileRoute } from '@tanstack/react-router';
import { profileIdParam } from '../../features/directory/profile-links';
import { EmployeePage } from '../../features/professional/employee-page';
import { searchFlag } from '../../lib/search-params';
import { pageLoader } from '../../ssr/page-loader';

export interface EmployeeSearch {
	id?: number;
	new?: true;
	edit?: true;
}

export const Route = createFileRoute('/_shared/employeeProfile')({
	validateSearch: (search: Record<string, unknown>): EmployeeSearch => ({
		id: profileIdParam(search.id),
		new: searchFlag(search.new) || undefined,
		edit: searchFlag(search.edit) || undefined,
	}),
	loaderDeps: ({ search }) => search,
	// What the page shows, for the server's draw (docs/ssr.md): the employee and their reviews.
	loader: pageLoader<EmployeeSearch>(['business', 'professional'], async (queryClient, search) =>
		(await import('../../ssr/public-pages-data')).employeeProfileData(queryClient, search),
	),
	component: EmployeeProfileRoute,
});

function EmployeeProfileRoute() {
	const search = Route.useSearch();
	return <EmployeePage id={search.id} create={search.new === true} edit={search.edit === true} />;
}
