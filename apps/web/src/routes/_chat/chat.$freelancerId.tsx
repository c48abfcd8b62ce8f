import { createFileRoute } from '@tanstack/react-router';
import { FeaturePreview } from '../../features/content/feature-preview';

export const Route = createFileRoute('/_chat/chat/$freelancerId')({
	component: Page,
});

function Page() {
	const { freelancerId } = Route.useParams();
	return <FeaturePreview feature="chat" detail={decodeURIComponent(freelancerId)} />;
}
