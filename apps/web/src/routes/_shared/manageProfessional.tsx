import { createFileRoute } from '@tanstack/react-router';
import { ManageProfessionalPage } from '../../features/professional/manage-professional-page';
import { catalogLoader } from '../../lib/i18n';

/** Public on purpose: visitors see why to sign in instead of a bare redirect. */
export const Route = createFileRoute('/_shared/manageProfessional')({
	loader: catalogLoader(['business', 'professional']),
	component: ManageProfessionalPage,
});
