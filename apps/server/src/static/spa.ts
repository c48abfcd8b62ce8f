import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { ProfileKind } from '@edge/db';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { SECURITY_HEADERS, withInlineScripts } from '../http/server-response';
import { compression } from '../middleware/compression';
import { languageOfRequest } from '../ssr/draw-language';
import { createFirstViewRenderer, type FirstViewOptions } from '../ssr/first-view';
import { firstViewAddress } from '../ssr/first-view-address';
import { PROFILE_PAGE_PATHS, type ProfileHead } from '../ssr/profile-head';

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
	return pageVariants(readFileSync(file), security);
}

/**
 * What a page's answer depends on besides its address: its encoding, and whether the server drew it
 * and in which language (first-view.ts: only for a visit without a session cookie; the language from
 * ?lang, the language cookie or Accept-Language). A shared cache must not give one visitor's answer to
 * another whose headers differ.
 */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/**
 * A page with its gzip and brotli forms, an ETag and each form's headers, built once: index.html at
 * start, a page the server draws once per draw (first-view.ts).
 */
function pageVariants(
	identity: Buffer,
	security: Readonly<Record<string, string>>,
	/** Brotli's quality: the best (11) for index.html, once; less for a drawn page, once per draw. */
	brotliQuality = 11,
): IndexPage {
	const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
	// Content-Length first: @hono/node-server scans the header names for it and stops at the first.
	const headers = (body: Buffer | null, encoding?: string) => ({
		...(body && { 'content-length': String(body.byteLength) }),
		...security,
		'content-type': 'text/html; charset=UTF-8',
		'cache-control': 'no-cache',
		vary: PAGE_VARY,
		etag,
		...(encoding && { 'content-encoding': encoding }),
	});
	const variant = (body: Buffer | null, encoding?: string): Variant => ({ body, headers: headers(body, encoding) });
	const brotli = brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } });
	return {
		etag,
		html: identity.toString('utf8'),
		identity: variant(identity),
		gzip: variant(gzipSync(identity, { level: 9 }), 'gzip'),
		br: variant(brotli, 'br'),
		notModified: variant(null),
	};
}

/** The form of a page the request accepts, or 304 when it already has this one. */
function serveVariants(c: Context, page: IndexPage): Response {
	if (c.req.header('if-none-match') === page.etag) {
		return new Response(null, { status: 304, headers: page.notModified.headers });
	}
	const accepted = c.req.header('accept-encoding') ?? '';
	const variant = BROTLI.test(accepted) ? page.br : GZIP.test(accepted) ? page.gzip : page.identity;
	return new Response(variant.body, { status: 200, headers: variant.headers });
}

/** The request's path and query, from Node's request line when there is one (no URL to build). */
function requestTarget(c: Context): string {
	const line = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url;
	if (line?.startsWith('/')) return line;
	const { pathname, search } = new URL(c.req.url);
	return `${pathname}${search}`;
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
	firstViewOptions: FirstViewOptions | null = null,
) {
	const firstView =
		firstViewOptions &&
		// Brotli 9: 12 ms for /categories' 200 KB where 11 takes 73, for 9% more bytes. The page's CSP
		// allows its own inline scripts (the router's) by their hashes, and no other.
		createFirstViewRenderer(webDist, firstViewOptions, (html, scriptHashes) =>
			pageVariants(html, withInlineScripts(pageSecurity, scriptHashes), 9),
		);
	const root = relative(process.cwd(), webDist) || '.';
	const indexFile = join(webDist, 'index.html');
	// Read at start; until the build exists (the first `npm start` builds it), retried per request.
	let index = loadIndexPage(indexFile, pageSecurity);

	// A hashed file is sent in the brotli or gzip form the build made next to it when the browser takes
	// it (apps/web/src/features/pwa/precompress-plugin.ts); only a file without one (under 1 KB, or an
	// encoding the build did not make) is compressed here, per request.
	app.use('/assets/*', compression());
	app.get(
		'/assets/*',
		serveStatic({
			root,
			precompressed: true,
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
	function serveProfilePage(c: Context, kind: ProfileKind, head: ProfileHead): Response | Promise<Response> {
		const id = Number(c.req.query('id'));
		index ??= loadIndexPage(indexFile, pageSecurity);
		if (!index || !Number.isSafeInteger(id) || id <= 0) return servePage(c);
		// In the language the page is drawn in (or the shell's app will show), as the drawn page's own text.
		const language = languageOfRequest(requestTarget(c), c.req.header('cookie'), c.req.header('accept-language'));
		const tags = head(kind, id, language);
		// A function replacer: the tags carry the profile's own text, in which a replacement string
		// would read `$&`, `$'` or `` $` `` as patterns (a second copy of the page in its head).
		const template = tags
			? index.html.replace(/<meta name="description"[^>]*>\s*/, '').replace(/<title>[^<]*<\/title>/, () => tags)
			: index.html;
		const plain = () => {
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
					vary: PAGE_VARY,
					...(encoding && { 'content-encoding': encoding }),
				},
			});
		};
		return tags ? serveDrawn(c, template, plain) : plain();
	}

	/**
	 * A public page drawn by the server (first-view.ts) for a visit without a session, else
	 * `fallback`. A kept page is answered at once, without a promise: `/` is the most requested page.
	 */
	function serveDrawn(c: Context, template: string, fallback: () => Response): Response | Promise<Response> {
		if (!firstView?.applies(c.req.path, c.req.header('cookie'))) return fallback();
		// Kept and drawn under the path and the search parameters its route reads (utm_source and the
		// like are dropped): any other query would make each request a draw of its own.
		const target = requestTarget(c);
		const url = firstViewAddress(target);
		// Drawn and kept per language: the address's ?lang, the language cookie or Accept-Language.
		const language = languageOfRequest(target, c.req.header('cookie'), c.req.header('accept-language'));
		const kept = firstView.kept(url, language);
		if (kept) return serveVariants(c, kept);
		if (kept === null) return fallback();
		// The page's API reads go through the app itself, as the visitor's own anonymous requests.
		return firstView
			.page(url, language, template, async (input, init) =>
				app.fetch(new Request(new URL(String(input), c.req.url), init), c.env),
			)
			.then((page) => (page ? serveVariants(c, page) : fallback()));
	}

	function servePageOrFirstView(c: Context): Response | Promise<Response> {
		index ??= loadIndexPage(indexFile, pageSecurity);
		return index ? serveDrawn(c, index.html, () => servePage(c)) : servePage(c);
	}

	function servePage(c: Context): Response {
		index ??= loadIndexPage(indexFile, pageSecurity);
		if (!index) {
			return c.text('The web app is not built yet: run `npm start` (it builds it) or `npm run build`.', 503);
		}
		return serveVariants(c, index);
	}

	/** What no route answered: a client route gets the app, a file that does not exist a 404. */
	async function spaFallback(c: Context): Promise<Response> {
		if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Not found', 404);
		if (c.req.path.startsWith('/uploads/') || c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
		if (FILE_PATH.test(c.req.path)) {
			const file = TOP_LEVEL_FILE.test(c.req.path) ? await serveTopLevelFile(c, async () => {}) : undefined;
			return file ?? c.text('Not found', 404);
		}
		return servePageOrFirstView(c);
	}

	return { spaFallback, stop: async () => firstView?.stop() };
}
