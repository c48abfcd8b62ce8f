import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ProfileKind } from '@edge/db';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compression } from '../middleware/compression';
import type { FirstViewRenderer, RenderedPage } from './first-view';
import { PROFILE_PAGE_PATHS, type ProfileHead } from './profile-head';
import { SECURITY_HEADERS } from './server-response';

/** A request for a file (a name with an extension) rather than a client-side route. */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]+$/;
const BROTLI = /\bbr\b/;
const GZIP = /\bgzip\b/;
/** A file at the top of the build (sw.js, manifest.webmanifest, icon-192.png…). */
const TOP_LEVEL_FILE = /^\/[^/]+\.[A-Za-z0-9]+$/;

interface Variant {
	body: Buffer | null;
	/** Built once and shared: Node and @hono/node-server read a plain header object as it is. */
	headers: Record<string, string>;
}

interface IndexPage {
	etag: string;
	/** The page's text, the template of the pages the server draws (first-view.ts). */
	html: string;
	identity: Variant;
	gzip: Variant;
	br: Variant;
	notModified: Variant;
}

/** index.html read once, with its compressed forms and an ETag: it is the most requested file. */
function loadIndexPage(file: string, security: Readonly<Record<string, string>>): IndexPage | null {
	if (!existsSync(file)) return null;
	const identity = readFileSync(file);
	const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
	// Content-Length first: @hono/node-server scans the header names for it and stops at the first.
	const headers = (body: Buffer | null, encoding?: string) => ({
		...(body && { 'content-length': String(body.byteLength) }),
		...security,
		'content-type': 'text/html; charset=UTF-8',
		'cache-control': 'no-cache',
		vary: 'Accept-Encoding',
		etag,
		...(encoding && { 'content-encoding': encoding }),
	});
	const variant = (body: Buffer | null, encoding?: string): Variant => ({ body, headers: headers(body, encoding) });
	return {
		etag,
		html: identity.toString('utf8'),
		identity: variant(identity),
		gzip: variant(gzipSync(identity, { level: 9 }), 'gzip'),
		br: variant(brotliCompressSync(identity), 'br'),
		notModified: variant(null),
	};
}

/**
 * Serves the built SPA: hashed assets cached for a year, other top-level files (service worker,
 * manifest, icons) revalidated, and index.html for / and for every client route.
 *
 * A missing file is a 404, never index.html: a stale page asking for a chunk of an older build must
 * see the chunk is gone, not try to run HTML as JavaScript.
 */
export function mountSpa(
	app: Hono,
	webDist: string,
	/** The page's own security headers (server-response.ts pageSecurityHeaders). */
	pageSecurity: Readonly<Record<string, string>> = SECURITY_HEADERS,
	/** Head tags of profile pages (profile-head.ts); without it they are the plain page. */
	profileHead: ProfileHead | null = null,
	/** Draws public pages' first views on the server (first-view.ts); without it every page is the shell. */
	firstView: FirstViewRenderer | null = null,
) {
	const root = relative(process.cwd(), webDist) || '.';
	const indexFile = join(webDist, 'index.html');
	// Read at start; until the build exists (the first `npm start` builds it), retried per request.
	let index = loadIndexPage(indexFile, pageSecurity);

	app.use('/assets/*', compression());
	app.get(
		'/assets/*',
		serveStatic({
			root,
			onFound: (_path, c) => {
				c.header('Cache-Control', 'public, max-age=31536000, immutable');
			},
		}),
	);
	app.get('/', (c) => servePageOrFirstView(c));
	app.get('/index.html', (c) => servePage(c));
	// Other top-level files (service worker, manifest, icons) are looked up only when no route
	// matched (spaFallback below): a parameter route for them would make Hono give up its fastest
	// router for every request.
	const serveTopLevelFile = serveStatic({
		root,
		onFound: (path, c) => {
			// The service worker and the manifest must never be served stale: they carry the version.
			const versioned = /(sw\.js|workbox-[^/]+\.js|manifest\.webmanifest)$/.test(path);
			c.header('Cache-Control', versioned ? 'no-cache' : 'public, max-age=86400');
		},
	});

	if (profileHead) {
		for (const [kind, path] of Object.entries(PROFILE_PAGE_PATHS) as [ProfileKind, string][]) {
			app.get(path, (c) => serveProfilePage(c, kind, profileHead));
		}
	}

	/**
	 * A profile's page carries its own title, description, Open Graph tags and schema.org data, so a
	 * shared link shows a card; an unknown id is the plain page with a 404 status (the app then says
	 * 'Profile not found'). Built per request: these pages are not the hot path.
	 */
	async function serveProfilePage(c: Context, kind: ProfileKind, head: ProfileHead): Promise<Response> {
		const id = Number(c.req.query('id'));
		index ??= loadIndexPage(indexFile, pageSecurity);
		if (!index || !Number.isSafeInteger(id) || id <= 0) return servePage(c);
		const tags = head(kind, id);
		const html = index.html;
		const template = tags
			? html.replace(/<meta name="description"[^>]*>\s*/, '').replace(/<title>[^<]*<\/title>/, tags)
			: html;
		if (tags) {
			const drawn = await drawnPage(c, template);
			if (drawn) return drawn;
		}
		const page = Buffer.from(template);
		const accepted = c.req.header('accept-encoding') ?? '';
		const encoding = BROTLI.test(accepted) ? 'br' : GZIP.test(accepted) ? 'gzip' : null;
		const body = encoding === 'br' ? brotliCompressSync(page) : encoding === 'gzip' ? gzipSync(page) : page;
		return new Response(body, {
			status: tags ? 200 : 404,
			headers: {
				'content-length': String(body.byteLength),
				...pageSecurity,
				'content-type': 'text/html; charset=UTF-8',
				'cache-control': 'no-cache',
				vary: 'Accept-Encoding',
				...(encoding && { 'content-encoding': encoding }),
			},
		});
	}

	/** A public page drawn by the server (first-view.ts) for a visit without a session, or null. */
	async function drawnPage(c: Context, template: string): Promise<Response | null> {
		if (!firstView?.applies(c.req.header('cookie'))) return null;
		const { pathname, search } = new URL(c.req.url);
		// The page's API reads go through the app itself, as the visitor's own anonymous requests.
		const page = await firstView.page(`${pathname}${search}`, template, async (input, init) =>
			app.fetch(new Request(new URL(String(input), c.req.url), init), c.env),
		);
		return page && renderedPageResponse(c, page);
	}

	function renderedPageResponse(c: Context, page: RenderedPage): Response {
		const common = { ...pageSecurity, 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-cache' };
		if (c.req.header('if-none-match') === page.etag) {
			return new Response(null, { status: 304, headers: { ...common, vary: 'Accept-Encoding', etag: page.etag } });
		}
		const accepted = c.req.header('accept-encoding') ?? '';
		const [body, encoding] = BROTLI.test(accepted)
			? [page.br, 'br']
			: GZIP.test(accepted)
				? [page.gzip, 'gzip']
				: [page.identity, null];
		return new Response(body, {
			status: 200,
			headers: {
				'content-length': String(body.byteLength),
				...common,
				vary: 'Accept-Encoding',
				etag: page.etag,
				...(encoding && { 'content-encoding': encoding }),
			},
		});
	}

	async function servePageOrFirstView(c: Context): Promise<Response> {
		index ??= loadIndexPage(indexFile, pageSecurity);
		const drawn = index ? await drawnPage(c, index.html) : null;
		return drawn ?? servePage(c);
	}

	function servePage(c: Context): Response {
		index ??= loadIndexPage(indexFile, pageSecurity);
		if (!index) {
			return c.text('The web app is not built yet: run `npm start` (it builds it) or `npm run build`.', 503);
		}
		if (c.req.header('if-none-match') === index.etag) {
			return new Response(null, { status: 304, headers: index.notModified.headers });
		}
		const accepted = c.req.header('accept-encoding') ?? '';
		const variant = BROTLI.test(accepted) ? index.br : GZIP.test(accepted) ? index.gzip : index.identity;
		return new Response(variant.body, { status: 200, headers: variant.headers });
	}

	/** What no route answered: a client route gets the app, a file that does not exist a 404. */
	return async function spaFallback(c: Context): Promise<Response> {
		if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Not found', 404);
		if (c.req.path.startsWith('/uploads/') || c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
		if (FILE_PATH.test(c.req.path)) {
			const file = TOP_LEVEL_FILE.test(c.req.path) ? await serveTopLevelFile(c, async () => {}) : undefined;
			return file ?? c.text('Not found', 404);
		}
		return servePageOrFirstView(c);
	};
}
