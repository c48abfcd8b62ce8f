import { createFileRoute } from '@tanstack/react-router';
import { profileIdParam } from '../../features/directory/profile-links';
import { FreelancerPage } from '../../features/professional/freelancer-page';
import { pageLoader } from '../../ssr/page-loader';

export const Route = createFileRoute('/_shared/professionalProfile')({
	validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: profileIdParam(search.id) }),
	loaderDeps: ({ search }) => search,
	// What the page shows, for the server's draw (docs/ssr.md): the freelancer and their reviews.
	loader: pageLoader<{ id?: number }>(['business', 'professional'], async (queryClient, search) =>
		(await import('../../ssr/public-pages-data')).freelancerProfileData(queryClient, search),
	),
	component: ProfessionalProfileRoute,
});

function ProfessionalProfileRoute() {
	const { id } = Route.useSearch();
	return <FreelancerPage id={id} />;
}
