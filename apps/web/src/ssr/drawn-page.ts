/**
 * What a page drawn by the server holds back until the app has taken it over (docs/ssr.md).
 *
 * The drawn page's links are plain links from the start: they can be focused and followed with or
 * without JavaScript. Its forms, fields and buttons arrive inert (first-view.ts marks them): before
 * the app is live a button has no handler, a typed character could be reset by React's hydration and
 * a sent form would load the page again. The root carries the same mark, so a script (or a browser
 * test) can tell a drawn page not yet live from one the app has taken over.
 */

/** The attribute the server writes on the drawn root and on every element it makes inert. */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/**
 * Lifts what the server held back: the inert forms, fields and buttons and the root's mark. Called
 * by main.tsx on the first commit of the hydration, or at once when the app draws the page anew.
 */
export function makeDrawnPageLive(root: HTMLElement): void {
	for (const element of root.querySelectorAll(`[${DRAWN_ATTRIBUTE}]`)) {
		element.removeAttribute('inert');
		element.removeAttribute(DRAWN_ATTRIBUTE);
	}
	root.removeAttribute(DRAWN_ATTRIBUTE);
	// A page drawn by an earlier server (a whole inert root) comes live the same way.
	root.removeAttribute('inert');
}
