import { createFileRoute } from '@tanstack/react-router';
import { profileIdParam } from '../../features/directory/profile-links';
import { EmployeePage } from '../../features/professional/employee-page';
import { loadCatalogs } from '../../lib/i18n';

/** `?new` and `?edit` arrive as '' when written bare, as true from typed links. */
const flag = (value: unknown): true | undefined =>
	value === true || value === '' || value === 'true' ? true : undefined;

export const Route = createFileRoute('/_shared/employeeProfile')({
	loader: () => loadCatalogs(['business', 'professional']),
	validateSearch: (search: Record<string, unknown>): { id?: number; new?: true; edit?: true } => ({
		id: profileIdParam(search.id),
		new: flag(search.new),
		edit: flag(search.edit),
	}),
	component: EmployeeProfileRoute,
});

function EmployeeProfileRoute() {
	const search = Route.useSearch();
	return <EmployeePage id={search.id} create={search.new === true} edit={search.edit === true} />;
}
