import { createFileRoute } from '@tanstack/react-router';
import { WallPage } from '../../features/wall/wall-page';
import { catalogLoader } from '../../lib/i18n';

export const Route = createFileRoute('/_shared/businessWall/')({
	loader: catalogLoader(['wall']),
	component: WallPage,
});
