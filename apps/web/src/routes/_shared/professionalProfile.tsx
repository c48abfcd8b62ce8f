import { createFileRoute } from '@tanstack/react-router';
import { profileIdParam } from '../../features/directory/profile-links';
import { FreelancerPage } from '../../features/professional/freelancer-page';

export const Route = createFileRoute('/_shared/professionalProfile')({
	validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: profileIdParam(search.id) }),
	component: ProfessionalProfileRoute,
});

function ProfessionalProfileRoute() {
	const { id } = Route.useSearch();
	return <FreelancerPage id={id} />;
}
