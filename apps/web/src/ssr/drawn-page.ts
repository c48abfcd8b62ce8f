/**
 * What a page drawn by the server holds back until the app is live (docs/ssr.md).
 *
 * The drawn page's links are plain links from the start: they can be focused and followed with or
 * without JavaScript. Its forms, fields and buttons arrive inert (first-view.ts marks them): before
 * the app is live a button has no handler, a typed character could be reset by React's hydration and
 * a sent form would load the page again. The root carries the same mark, so a script (or a browser
 * test) can tell a drawn page not yet live from one the app has taken over or drawn anew.
 */
import { CARRIED_FIELDS } from './typed-before-take-over';

/** The attribute the server writes on the drawn root and on every element it makes inert. */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/**
 * Lifts what the server held back: the inert forms, fields and buttons and the root's mark. Called
 * by main.tsx on the app's first commit: the hydration's when it takes the page over, the first
 * render's when it draws the page anew (by then the drawn elements have been replaced, and the
 * root's mark says the app is live).
 */
export function makeDrawnPageLive(root: HTMLElement): void {
	for (const element of root.querySelectorAll(`[${DRAWN_ATTRIBUTE}]`)) lift(element);
	root.removeAttribute(DRAWN_ATTRIBUTE);
	// A page drawn by an earlier server (a whole inert root) comes live the same way.
	root.removeAttribute('inert');
}

/**
 * Lifts only the drawn fields whose text is carried into the app's page (typed-before-take-over.ts)
 * and the forms holding them (an Enter in one is held and sent by the app's form): called by main.tsx
 * when it draws the page anew, at once, so the visitor can type while the app loads its route. The
 * buttons, the other fields (a checkbox, a select: nothing would carry what was picked) and the
 * root's mark stay until the app's first commit: a live drawn button has no handler, and a click on
 * it would do nothing.
 */
export function makeDrawnFieldsLive(root: HTMLElement): void {
	for (const field of root.querySelectorAll(CARRIED_FIELDS)) {
		lift(field);
		const form = field.closest('form');
		if (form && root.contains(form)) lift(form);
	}
}

function lift(element: Element): void {
	element.removeAttribute('inert');
	element.removeAttribute(DRAWN_ATTRIBUTE);
}
