import { createFileRoute } from '@tanstack/react-router';
import { FeaturePreview } from '../../features/content/feature-preview';

export const Route = createFileRoute('/_shared/employeeProfile')({
	component: () => <FeaturePreview feature="employeeProfile" />,
});
