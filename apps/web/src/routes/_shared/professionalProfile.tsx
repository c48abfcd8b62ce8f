import { createFileRoute } from '@tanstack/react-router';
import { profileIdParam } from '../../features/directory/profile-links';
import { FreelancerPage } from '../../features/professional/freelancer-page';
import { catalogLoader } from '../../lib/i18n';

export const Route = createFileRoute('/_shared/professionalProfile')({
	loader: catalogLoader(['business', 'professional']),
	validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: profileIdParam(search.id) }),
	component: ProfessionalProfileRoute,
});

function ProfessionalProfileRoute() {
	const { id } = Route.useSearch();
	return <FreelancerPage id={id} />;
}
