import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SESSION_COOKIE_NAME } from '@edge/auth';
import pLimit from 'p-limit';
import { escapeHtml } from './escape-html';
import { type DrawLanguage, type FirstViewThread, startFirstViewThread } from './first-view-thread';

export type { DrawLanguage } from './first-view-thread';

/**
 * The server's draw of a public page (docs/ssr.md): the page's HTML with the visible content already
 * in it, and after it the router's scripts with the data it was drawn from, for the browser to take
 * the page over with. Only for a visit without a session: signed out, the draw is the same for every
 * such visitor reading its language. A draw is kept per (language, address) while public data has
 * not changed, for at most a few seconds (texts like 'open now' follow the clock): under load the
 * page stays one cheap read, and no visitor gets data older than the last write.
 */

type ApiFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The longest a render is served to other visitors of the same address. */
export const FIRST_VIEW_TTL_MS = 10_000;
/** Renders kept at once (a profile page per id): the oldest goes first. */
const MAX_KEPT = 200;
/** CSS files of the pages' lazily loaded parts are inlined into a rendered page below this size. */
const INLINE_CSS_MAX_BYTES = 8 * 1024;

/**
 * How much drawing a burst of new addresses may ask for (docs/ssr.md, "Limits"). A visitor's page
 * never waits behind a flood: past these, the visitor gets the plain shell at once, which the
 * browser draws as it does for a signed-in visit.
 */
export interface DrawLimits {
	/** Draws the worker runs at once. */
	atOnce: number;
	/** Draws waiting for a turn; an address asked for beyond them is not drawn (the shell, at once). */
	waiting: number;
	/** The longest a visitor waits for a draw's turn; then the shell (the draw keeps its place). */
	waitMs: number;
	/** A draw unfinished after this long is abandoned, its visitors get the shell and its turn goes to the next. */
	drawMs: number;
}

/**
 * A draw takes 20-120 ms (docs/ssr.md, "What it costs"); the first of a route after start, loading
 * its code in a busy process, has taken over 3 s on this machine under load.
 */
export const DRAW_LIMITS: DrawLimits = { atOnce: 2, waiting: 8, waitMs: 3_000, drawMs: 10_000 };

export interface FirstViewRenderer<Page> {
	/** Whether a request may get a drawn page: its path is one the server draws and it carries no session. */
	applies(path: string, cookieHeader: string | undefined): boolean;
	/**
	 * The kept page for this address (path and query) in this language while it is current: null when
	 * the address was found not drawable, undefined when there is none (or it is out of date).
	 */
	kept(url: string, language: DrawLanguage): Page | null | undefined;
	/**
	 * Draws the page for this address in this language, or null when it is not one the server draws,
	 * the server's bundle is not built, or drawing failed. Visitors arriving during a draw share it.
	 */
	page(url: string, language: DrawLanguage, template: string, apiFetch: ApiFetch): Promise<Page | null>;

	/** Stops the worker thread that draws (server shutdown). */
	stop(): Promise<void>;
}

/** The CSS of the pages' own parts, inlined in a drawn page's head (pagePartsCss). */
export interface PartsCss {
	/** The files' rules, one after the other. */
	css: string;
	/** Their addresses, as the browser's app asks for them (`/assets/…`). */
	hrefs: readonly string[];
}

/** No parts' CSS (a build without page parts, the tests' templates). */
export const NO_PARTS_CSS: PartsCss = { css: '', hrefs: [] };

/**
 * The CSS of the pages' own parts (CSS modules of lazily loaded chunks), inlined so the drawn page
 * looks right before their chunks load. Only the small files: the large one is Leaflet's, and maps
 * are drawn in the browser only.
 */
function pagePartsCss(webDist: string): PartsCss {
	const assets = join(webDist, 'assets');
	if (!existsSync(assets)) return NO_PARTS_CSS;
	// The entry's stylesheet is linked by the page already; a preloaded one (the header's) is not applied yet.
	const entryCss = readFileSync(join(webDist, 'index.html'), 'utf8').match(/<link rel="stylesheet"[^>]*>/g) ?? [];
	const files = readdirSync(assets)
		.filter((file) => file.endsWith('.css') && !entryCss.some((link) => link.includes(file)))
		.filter((file) => statSync(join(assets, file)).size < INLINE_CSS_MAX_BYTES)
		.sort();
	return {
		css: files.map((file) => readFileSync(join(assets, file), 'utf8')).join('\n'),
		hrefs: files.map((file) => `/assets/${file}`),
	};
}

/**
 * The inlined parts' stylesheets, named but not loaded: a `disabled` stylesheet link is not fetched.
 * Vite's loader of a lazy chunk's CSS adds a stylesheet link for each file the chunk needs unless
 * the page already has one with its address; without these, each part's chunk added its file again
 * as the page went live, and each arrival had the browser work out the whole page's style again
 * (a task of 10-25 ms on this machine, over 100 ms on Lighthouse's phone: docs/bench.md).
 */
function inlinedStylesheets(hrefs: readonly string[]): string {
	return hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`).join('');
}

/**
 * index.html with the drawn markup (the router's scripts at its end) in #root and the parts' CSS in
 * the head, its `<html>` in the page's language and the app's colour scheme (withColorScheme). The
 * page's links work from the start; its forms, fields and buttons are inert until the browser's app
 * has taken it over (heldUntilLive).
 */
export function fillTemplate(
	template: string,
	html: string,
	parts: PartsCss,
	/** The page's own title; written over the shell's plain one, not over a profile's (profile-head.ts). */
	title: string | null = null,
	/** The page's language, for `<html lang>`; index.html's own when not given. */
	lang: DrawLanguage | null = null,
	/** The address the page was drawn at (path and query), where the browser's router starts. */
	address: string | null = null,
): string {
	const start = template.indexOf('<div id="root">');
	const bodyEnd = template.indexOf('</body>');
	const end = template.lastIndexOf('</div>', bodyEnd) + '</div>'.length;
	if (start < 0 || bodyEnd < 0 || end <= start) throw new Error('index.html has no <div id="root"> to fill');
	// Function replacers throughout: a replacement string reads `$&`, `$'` and `` $` `` in the page's
	// title (a profile's name) as patterns, which pasted parts of the page into its head.
	const head = title
		? template.slice(0, start).replace(SHELL_TITLE, () => `<title>${escapeHtml(title)}</title>`)
		: template.slice(0, start);
	return (
		startAfterPaint(withColorScheme(head, lang), address).replace(
			'</head>',
			() => `<style>${parts.css}</style>${inlinedStylesheets(parts.hrefs)}</head>`,
		) +
		`<div id="root" ${DRAWN}>${heldUntilLive(html)}</div>` +
		template.slice(end)
	);
}

/**
 * The mark of a drawn page and of what it holds back until the app is live (apps/web/src/ssr/drawn-page.ts,
 * which lifts it).
 */
const DRAWN = 'data-drawn';
/** A script element (the router's: its text is not markup, and is hashed as it is), or a held tag's opening. */
const HELD_TAG = /(<script\b[\s\S]*?<\/script>)|<(?:form|button|input|textarea|select)(?=[\s/>])/g;

/**
 * The drawn markup with its forms, fields and buttons inert until the app has taken the page over
 * (main.tsx lifts it on the hydration's first commit): before then a button has no handler, typed
 * text could be reset by the hydration and a sent form would load the page again. Links are left
 * alone: with JavaScript off or before the app is live they are followed as plain links. React
 * escapes `<` in text and attributes, so only real tags match.
 */
function heldUntilLive(html: string): string {
	return html.replace(HELD_TAG, (tag, script: string | undefined) => script ?? `${tag} inert ${DRAWN}`);
}

/**
 * The `<html>` tag with the colour scheme Mantine sets once the app runs (MantineProvider, light as
 * the app; its ColorSchemeScript would be an inline script, which the CSP refuses): Mantine's colours
 * for filled buttons, badges and borders hang from `[data-mantine-color-scheme='light']`, so without
 * it the drawn page showed white on white until the app took over.
 */
function withColorScheme(head: string, lang: DrawLanguage | null): string {
	return head.replace(/<html\b([^>]*)>/, (_tag, attributes: string) => {
		// The page's language replaces index.html's (a draw in English is an English page).
		const own = lang ? `${attributes.replace(/\slang="[^"]*"/, '')} lang="${lang}"` : attributes;
		return own.includes('data-mantine-color-scheme')
			? `<html${own}>`
			: `<html${own} data-mantine-color-scheme="light">`;
	});
}

/** An inline script element of a page: its attributes and its text. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) of the page's inline scripts: the router's (its state and React
 * Query's answers) and React's own, if any. A drawn page's CSP allows exactly these besides 'self'
 * (docs/ssr.md, "Only the scripts the page was drawn with"): a script injected into the page would
 * not match. Scripts with `src` and data blocks (a `type` that is not JavaScript) need none.
 */
export function inlineScriptHashes(page: string): string[] {
	const hashes = new Set<string>();
	for (const [, attributes = '', text = ''] of page.matchAll(INLINE_SCRIPT)) {
		if (/\ssrc=/.test(attributes)) continue;
		const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
		if (type && type !== 'module' && !/javascript/i.test(type)) continue;
		hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
	}
	return [...hashes];
}

/** index.html's own title, the app's name: a profile page's head has its own instead. */
const SHELL_TITLE = '<title>Edge</title>';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The shell's early downloads: its first view's modules, and its preloaded stylesheet (the header's). */
const SHELL_PRELOAD = /\s*<link rel="modulepreload"[^>]*>|\s*<link rel="preload" as="style"[^>]*>/g;

/**
 * The page's head with the app's script started by first-view-boot.js once the drawn page has been
 * painted, and without the early downloads of the shell's first view (its modules, and its preloaded
 * stylesheet, which a drawn page has inlined; a larger one would load with its chunk): on a slow link
 * they would share the bandwidth with the stylesheet the drawn page waits for. The script also
 * carries the address the page was drawn at, which it puts in the address bar before the app starts.
 */
function startAfterPaint(head: string, address: string | null): string {
	const entry = ENTRY_SCRIPT.exec(head)?.[1];
	if (!entry) return head;
	const at = address ? ` data-address="${escapeHtml(address)}"` : '';
	return head
		.replace(SHELL_PRELOAD, '')
		.replace(ENTRY_SCRIPT, () => `<script defer src="/first-view-boot.js" data-entry="${entry}"${at}></script>`);
}

const SESSION_COOKIE = `${SESSION_COOKIE_NAME}=`;

/**
 * Whether the request carries our session cookie. A plain substring test: it runs on every visit to
 * `/`, and a false positive (another cookie whose name ends the same) only means the shell.
 */
function hasSession(cookieHeader: string | undefined): boolean {
	return cookieHeader?.includes(SESSION_COOKIE) ?? false;
}

export interface FirstViewOptions {
	/** Changes whenever what visitors see may have (public-data-version.ts). */
	dataVersion: () => string;
	onError: (error: unknown) => void;
	now?: () => number;
	/** DRAW_LIMITS unless given. */
	limits?: Partial<DrawLimits>;
}

/** A draw whose visitors had all been answered with the shell before its turn came: not made. */
const SKIPPED = Symbol('skipped');

/** A draw asked for and not finished, shared by the visitors who ask for its address meanwhile. */
interface PendingDraw<Page> {
	page: Promise<Page | null>;
	/** Its turn has come: the visitors wait for it now (drawMs bounds it). */
	started: boolean;
}

export function createFirstViewRenderer<Page>(
	webDist: string,
	{ dataVersion, onError, now = Date.now, limits: given = {} }: FirstViewOptions,
	/**
	 * What is kept and served: the page's HTML with its compressed forms and its headers (spa.ts),
	 * whose CSP allows the page's inline scripts by these hashes (inlineScriptHashes).
	 */
	toPage: (html: Buffer, scriptHashes: readonly string[]) => Page,
): FirstViewRenderer<Page> {
	const entryFile = join(webDist, 'ssr', 'entry-server.js');
	const drawnPathsFile = join(webDist, 'ssr', 'drawn-paths.js');
	let partsCss: PartsCss | null = null;
	/** Kept and drawn pages by (language, address): keyOf. */
	const kept = new Map<string, { expires: number; version: string; page: Page | null }>();
	const drawing = new Map<string, PendingDraw<Page>>();
	const limits: DrawLimits = { ...DRAW_LIMITS, ...given };
	const turns = pLimit(limits.atOnce);
	const keyOf = (url: string, language: DrawLanguage) => `${language} ${url}`;

	/** The worker thread that draws (first-view-thread.ts), started with the server. */
	let thread: FirstViewThread | null = null;
	/**
	 * Which pages are drawn: the web app's own list (apps/web/src/ssr/drawn-paths.ts, built beside the
	 * draw as dist/ssr/drawn-paths.js, a few lines without React), so a path with a parameter
	 * (/categories/:name) is recognised as the app does. Until it has loaded, every path is worth
	 * asking: the draw itself declines a page it does not draw.
	 */
	let isDrawnPath: ((pathname: string) => boolean) | null = null;
	let drawnPathsLoaded: Promise<void> = Promise.resolve();
	function start(): FirstViewThread | null {
		// Until the web build exists (the first `npm start` builds it), looked for again on each visit.
		if (!thread && existsSync(entryFile)) {
			thread = startFirstViewThread(entryFile, onError);
			if (existsSync(drawnPathsFile)) {
				drawnPathsLoaded = import(pathToFileURL(drawnPathsFile).href).then(
					(module: { isDrawnPath: (pathname: string) => boolean }) => {
						isDrawnPath = module.isDrawnPath;
					},
					onError,
				);
			}
		}
		return thread;
	}
	start();

	/** False only for a path the list says is not drawn. */
	const drawable = (pathname: string) => isDrawnPath === null || isDrawnPath(pathname);

	async function draw(url: string, language: DrawLanguage, template: string, apiFetch: ApiFetch): Promise<Page | null> {
		const running = start();
		await drawnPathsLoaded;
		if (!running || !drawable(new URL(url, 'http://edge').pathname)) return null;
		// The draw's own time limit starts once the worker has loaded the bundle (seconds at start on
		// a busy machine), not before.
		await running.ready;
		const view = await running.render(url, language, apiFetch, limits.drawMs);
		if (!view) return null;
		// Drawn with a placeholder where its loader should have loaded the data: served, and said.
		if (view.unloaded.length > 0) onError(new Error(`${url} was drawn without ${view.unloaded.join(', ')}`));
		partsCss ??= pagePartsCss(webDist);
		const page = fillTemplate(template, view.html, partsCss, view.title, view.lang, view.address);
		return toPage(Buffer.from(page), inlineScriptHashes(page));
	}

	/**
	 * Queues the draw of `url` in `language`, shared by the visitors who ask for it meanwhile, and
	 * keeps its page; null (the shell) when every turn is taken and the queue is full.
	 */
	function startDraw(
		url: string,
		language: DrawLanguage,
		template: string,
		apiFetch: ApiFetch,
	): PendingDraw<Page> | null {
		if (turns.activeCount + turns.pendingCount >= limits.atOnce + limits.waiting) return null;
		const key = keyOf(url, language);
		const version = dataVersion();
		const asked = now();
		const entry: PendingDraw<Page> = { page: Promise.resolve(null), started: false };
		entry.page = turns(async () => {
			if (now() - asked > limits.waitMs) return SKIPPED;
			entry.started = true;
			return draw(url, language, template, apiFetch);
		})
			.catch((error: unknown) => {
				onError(error);
				return null;
			})
			.then((page) => {
				// Not drawn is not "not drawable": the next visitor asks again.
				if (page === SKIPPED) return null;
				kept.delete(key);
				kept.set(key, { expires: now() + FIRST_VIEW_TTL_MS, version, page });
				if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
				return page;
			})
			.finally(() => drawing.delete(key));
		drawing.set(key, entry);
		return entry;
	}

	/**
	 * The draw's page, or null (the shell) when its turn has not come within `waitMs` of this visit:
	 * the visitor does not wait behind other draws. A draw under way is waited for (drawMs bounds it).
	 */
	function withinWait(draw: PendingDraw<Page>): Promise<Page | null> {
		let timer: NodeJS.Timeout | undefined;
		const late = new Promise<null>((resolve) => {
			timer = setTimeout(() => {
				if (!draw.started) resolve(null);
			}, limits.waitMs);
		});
		return Promise.race([draw.page, late]).finally(() => clearTimeout(timer));
	}

	return {
		applies(path, cookieHeader) {
			return !hasSession(cookieHeader) && drawable(path);
		},
		kept(url, language) {
			const hit = kept.get(keyOf(url, language));
			return hit && hit.version === dataVersion() && hit.expires > now() ? hit.page : undefined;
		},
		async page(url, language, template, apiFetch) {
			if (!drawable(new URL(url, 'http://edge').pathname)) return null;
			const shared = drawing.get(keyOf(url, language)) ?? startDraw(url, language, template, apiFetch);
			return shared ? withinWait(shared) : null;
		},
		async stop() {
			await thread?.stop();
		},
	};
}
