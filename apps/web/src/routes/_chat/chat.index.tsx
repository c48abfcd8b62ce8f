import { createFileRoute } from '@tanstack/react-router';
import { FeaturePreview } from '../../features/content/feature-preview';

export const Route = createFileRoute('/_chat/chat/')({
	component: () => <FeaturePreview feature="chatInbox" />,
});
