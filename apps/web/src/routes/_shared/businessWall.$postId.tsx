import { createFileRoute } from '@tanstack/react-router';
import { FeaturePreview } from '../../features/content/feature-preview';

export const Route = createFileRoute('/_shared/businessWall/$postId')({
	component: Page,
});

function Page() {
	const { postId } = Route.useParams();
	return <FeaturePreview feature="businessWallPost" detail={decodeURIComponent(postId)} />;
}
