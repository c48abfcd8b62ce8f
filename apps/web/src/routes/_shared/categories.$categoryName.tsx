import { createFileRoute } from '@tanstack/react-router';
import { FeaturePreview } from '../../features/content/feature-preview';

export const Route = createFileRoute('/_shared/categories/$categoryName')({
	component: Page,
});

function Page() {
	const { categoryName } = Route.useParams();
	return <FeaturePreview feature="category" detail={decodeURIComponent(categoryName)} />;
}
