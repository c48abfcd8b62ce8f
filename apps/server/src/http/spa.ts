import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET that wants HTML, so client routes survive a reload.
 */
export function mountSpa(app: Hono, webDist: string) {
	const root = relative(process.cwd(), webDist) || '.';
	const indexFile = join(webDist, 'index.html');
	app.use(
		'/assets/*',
		serveStatic({
			root,
			onFound: (_path, c) => {
				c.header('Cache-Control', 'public, max-age=31536000, immutable');
			},
		}),
	);
	app.use(
		'*',
		serveStatic({
			root,
			onFound: (path, c) => {
				// The service worker and the page must never be served stale: they carry the version.
				if (/(sw\.js|workbox-[^/]+\.js|index\.html|manifest\.webmanifest)$/.test(path))
					c.header('Cache-Control', 'no-cache');
			},
		}),
	);
	app.get('*', (c) => {
		if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/uploads/')) return c.notFound();
		if (!existsSync(indexFile)) {
			return c.text('The web app is not built yet: run `npm start` (it builds it) or `npm run build`.', 503);
		}
		c.header('Cache-Control', 'no-cache');
		return c.html(readFileSync(indexFile, 'utf8'));
	});
}
