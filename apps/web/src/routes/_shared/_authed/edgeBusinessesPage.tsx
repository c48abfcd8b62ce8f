import { createFileRoute } from '@tanstack/react-router';
import { FeaturePreview } from '../../../features/content/feature-preview';

export const Route = createFileRoute('/_shared/_authed/edgeBusinessesPage')({
	component: () => <FeaturePreview feature="edgeBusinesses" />,
});
