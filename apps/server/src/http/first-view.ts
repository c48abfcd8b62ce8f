import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { SESSION_COOKIE_NAME } from '@edge/auth';

/**
 * The server's render of a public page's first view (docs/ssr.md): the page's HTML with the visible
 * content already in it, and the data it was drawn from for the browser to hydrate with. Only for a
 * visit without a session: a first visit is signed out and in Spanish, so the render is the same for
 * all such visitors. A render is kept per address while the database has not changed, for at most a
 * few seconds (texts like 'open now' follow the clock): under load the page stays one cheap read,
 * and no visitor gets data older than the last write.
 */

/** The bundle ssr/entry-server.tsx builds to (apps/web/dist/ssr/entry-server.js). */
interface FirstViewModule {
	firstViewPaths: readonly string[];
	renderFirstView(url: string, apiFetch: ApiFetch): Promise<{ html: string; data: unknown } | null>;
	firstViewDataScript(data: unknown): string;
}
type ApiFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface RenderedPage {
	etag: string;
	identity: Buffer;
	gzip: Buffer;
	br: Buffer;
}

/** The longest a render is served to other visitors of the same address. */
export const FIRST_VIEW_TTL_MS = 10_000;
/** Renders kept at once (a profile page per id): the oldest goes first. */
const MAX_KEPT = 200;
/** CSS files of the pages' lazily loaded parts are inlined into a rendered page below this size. */
const INLINE_CSS_MAX_BYTES = 8 * 1024;

export interface FirstViewRenderer {
	/**
	 * The page for this address (path and query), or null when it is not one the server draws, the
	 * server's bundle is not built, or drawing failed.
	 */
	page(url: string, template: string, apiFetch: ApiFetch): Promise<RenderedPage | null>;
	/** Whether a request may get a drawn page: it carries no session. */
	applies(cookieHeader: string | undefined): boolean;
}

/**
 * The CSS of the pages' own parts (CSS modules of lazily loaded chunks), inlined so the drawn page
 * looks right before their chunks load. Only the small files: the large one is Leaflet's, and maps
 * are drawn in the browser only.
 */
function pagePartsCss(webDist: string): string {
	const assets = join(webDist, 'assets');
	if (!existsSync(assets)) return '';
	// The entry's stylesheet is linked by the page already; a preloaded one (the header's) is not applied yet.
	const entryCss = readFileSync(join(webDist, 'index.html'), 'utf8').match(/<link rel="stylesheet"[^>]*>/g) ?? [];
	return readdirSync(assets)
		.filter((file) => file.endsWith('.css') && !entryCss.some((link) => link.includes(file)))
		.filter((file) => statSync(join(assets, file)).size < INLINE_CSS_MAX_BYTES)
		.sort()
		.map((file) => readFileSync(join(assets, file), 'utf8'))
		.join('\n');
}

/**
 * index.html with the drawn markup in #root, its data after it and the parts' CSS in the head. The
 * root is inert until the browser's app has taken it over (main.tsx): a tap before then would land
 * on a button with no handler yet, and typed text could be reset by the hydration.
 */
export function fillTemplate(template: string, html: string, dataScript: string, css: string): string {
	const start = template.indexOf('<div id="root">');
	const bodyEnd = template.indexOf('</body>');
	const end = template.lastIndexOf('</div>', bodyEnd) + '</div>'.length;
	if (start < 0 || bodyEnd < 0 || end <= start) throw new Error('index.html has no <div id="root"> to fill');
	return (
		startAfterPaint(template.slice(0, start)).replace('</head>', `<style>${css}</style></head>`) +
		`<div id="root" inert>${html}</div>${dataScript}` +
		template.slice(end)
	);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The page's head with the app's script started by first-view-boot.js once the drawn page has been
 * painted, and without the early downloads of the shell's first view (modulepreload): on a slow
 * link they would share the bandwidth with the stylesheet the drawn page waits for.
 */
function startAfterPaint(head: string): string {
	const entry = ENTRY_SCRIPT.exec(head)?.[1];
	if (!entry) return head;
	return head
		.replace(MODULE_PRELOAD, '')
		.replace(ENTRY_SCRIPT, `<script defer src="/first-view-boot.js" data-entry="${entry}"></script>`);
}

function hasSession(cookieHeader: string | undefined): boolean {
	return cookieHeader?.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`)) ?? false;
}

export interface FirstViewOptions {
	/** Changes whenever the database does (any write, by this process or another). */
	dataVersion: () => string;
	onError: (error: unknown) => void;
	now?: () => number;
}

export function createFirstViewRenderer(
	webDist: string,
	{ dataVersion, onError, now = Date.now }: FirstViewOptions,
): FirstViewRenderer {
	const entryFile = join(webDist, 'ssr', 'entry-server.js');
	let css: string | null = null;
	const kept = new Map<string, { expires: number; version: string; page: RenderedPage | null }>();
	const drawing = new Map<string, Promise<RenderedPage | null>>();

	let loading: Promise<FirstViewModule> | null = null;
	function load(): Promise<FirstViewModule | null> {
		// Until the web build exists (the first `npm start` builds it), looked for again on each visit.
		if (!loading && !existsSync(entryFile)) return Promise.resolve(null);
		loading ??= import(pathToFileURL(entryFile).href) as Promise<FirstViewModule>;
		return loading;
	}
	// Loaded at start, so the first visitor does not wait for React and the pages' code to load.
	load().catch(() => undefined);

	async function draw(module: FirstViewModule, url: string, template: string, apiFetch: ApiFetch) {
		const view = await module.renderFirstView(url, apiFetch);
		if (!view) return null;
		css ??= pagePartsCss(webDist);
		const identity = Buffer.from(fillTemplate(template, view.html, module.firstViewDataScript(view.data), css));
		return {
			etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
			identity,
			gzip: gzipSync(identity, { level: 6 }),
			// Quality 5: a tenth of the default's time on a 200 KB page, for a few percent more bytes.
			br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
		};
	}

	return {
		applies(cookieHeader) {
			return !hasSession(cookieHeader);
		},
		async page(url, template, apiFetch) {
			const module = await load().catch((error: unknown) => {
				onError(error);
				return null;
			});
			if (!module?.firstViewPaths.includes(new URL(url, 'http://edge').pathname)) return null;
			const version = dataVersion();
			const hit = kept.get(url);
			if (hit && hit.version === version && hit.expires > now()) return hit.page;
			const pending = drawing.get(url);
			if (pending) return pending;
			const promise = draw(module, url, template, apiFetch)
				.catch((error: unknown) => {
					onError(error);
					return null;
				})
				.then((page) => {
					kept.delete(url);
					kept.set(url, { expires: now() + FIRST_VIEW_TTL_MS, version, page });
					if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
					return page;
				})
				.finally(() => drawing.delete(url));
			drawing.set(url, promise);
			return promise;
		},
	};
}
