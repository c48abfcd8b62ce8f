import { createFileRoute } from '@tanstack/react-router';
import { profileIdParam } from '../../features/directory/profile-links';
import { EmployeePage } from '../../features/professional/employee-page';
import { catalogLoader } from '../../lib/i18n';
import { searchFlag } from '../../lib/search-params';

export const Route = createFileRoute('/_shared/employeeProfile')({
	loader: catalogLoader(['business', 'professional']),
	validateSearch: (search: Record<string, unknown>): { id?: number; new?: true; edit?: true } => ({
		id: profileIdParam(search.id),
		new: searchFlag(search.new) || undefined,
		edit: searchFlag(search.edit) || undefined,
	}),
	component: EmployeeProfileRoute,
});

function EmployeeProfileRoute() {
	const search = Route.useSearch();
	return <EmployeePage id={search.id} create={search.new === true} edit={search.edit === true} />;
}
