import { createFileRoute } from '@tanstack/react-router';
import { WallPage } from '../../features/wall/wall-page';
import { pageLoader } from '../../ssr/page-loader';

export const Route = createFileRoute('/_shared/businessWall/')({
	loader: pageLoader(['wall'], async (queryClient) =>
		(await import('../../ssr/page-data')).businessWallData(queryClient),
	),
	component: WallPage,
});
