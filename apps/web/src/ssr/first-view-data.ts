import type { DehydratedState } from '@tanstack/react-query';
import type { FeatureCatalog } from '../lib/i18n';

/**
 * The data a server-rendered page carries for the browser to hydrate with: the answers its first
 * view was drawn from. A JSON block (type="application/json"), which the page's CSP lets through
 * because it is never run.
 */
export const FIRST_VIEW_DATA_ID = 'edge-first-view';

export interface FirstViewData {
	/** React Query's cache: the answers the page was drawn from. */
	queries: DehydratedState;
	/** The router's matches, in the form its own hydration reads (window.$_TSR, main.tsx). */
	matches: DehydratedMatch[];
	/** Feature catalogs the page's routes load. */
	catalogs: FeatureCatalog[];
}

/** TanStack Router's dehydrated match: id (with '#' for '/'), updated at, status, ssr mode. */
export interface DehydratedMatch {
	i: string;
	u: number;
	s: 'success';
	ssr?: boolean | 'data-only';
}

/** The page's first-view data, or null on a page the server did not render (the plain shell). */
export function readFirstViewData(doc: Document): FirstViewData | null {
	const element = doc.getElementById(FIRST_VIEW_DATA_ID);
	if (!element?.textContent) return null;
	try {
		return JSON.parse(element.textContent) as FirstViewData;
	} catch {
		return null;
	}
}

/** The JSON block for the page; `<` is escaped so no text in the data can close the script element. */
export function firstViewDataScript(data: FirstViewData): string {
	const json = JSON.stringify(data).replace(/</g, '\\u003c');
	return `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${json}</script>`;
}
