import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';

/** GET /uploads/*: the stored image files. */
export function uploadedFiles(uploadsDir: string) {
	return serveStatic({
		root: relative(process.cwd(), uploadsDir) || '.',
		rewriteRequestPath: (path) => path.replace(/^\/uploads/, ''),
		onFound: (_path, c) => {
			c.header('X-Content-Type-Options', 'nosniff');
			c.header('Cache-Control', 'public, max-age=86400');
		},
	});
}
