import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/content/home-page';
import { pageLoader } from '../ssr/page-loader';

export const Route = createFileRoute('/')({
	// The home page's own data (directory sections, next events) loads when scrolled near, in the
	// browser: the draw needs the session only (the header's "Iniciar sesión").
	loader: pageLoader([]),
	component: HomePage,
});
