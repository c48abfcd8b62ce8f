import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../features/content/privacy-page';
import { catalogLoader } from '../../lib/i18n';

export const Route = createFileRoute('/_shared/privacyPolicy')({
	loader: catalogLoader(['content']),
	component: PrivacyPolicyPage,
});
