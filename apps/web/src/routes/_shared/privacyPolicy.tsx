import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../features/content/privacy-page';

export const Route = createFileRoute('/_shared/privacyPolicy')({
	component: PrivacyPolicyPage,
});
