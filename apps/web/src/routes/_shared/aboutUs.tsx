import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/content/about-page';
import { catalogLoader } from '../../lib/i18n';

export const Route = createFileRoute('/_shared/aboutUs')({
	loader: catalogLoader(['content']),
	component: AboutPage,
});
