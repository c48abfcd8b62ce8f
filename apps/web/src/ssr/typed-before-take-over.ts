/**
 * Text typed into the server-drawn page before the app drew it anew (docs/ssr.md).
 *
 * A visitor reading English (or signed in) gets the page drawn in Spanish (signed out), whose text
 * fields main.tsx makes live at once before it replaces the page with the app's own drawing.
 * Between the two, the visitor can type into the drawn search box; the new box started from the
 * URL, so "panaderia" vanished (2 of 4 early tries, issue 20). main.tsx records the drawn page's named inputs before it draws; an input of the app
 * with the same name starts from what was typed into its drawn twin, and takes the focus and caret
 * if the twin had them. The drawn elements, once replaced, keep their value, so reading it when the
 * new input first renders gets every character typed until the replacement.
 */

interface DrawnField {
	element: HTMLInputElement | HTMLTextAreaElement;
	/** The value the server drew; a different current value was typed by the visitor. */
	drawnValue: string;
}

/**
 * The drawn fields whose text is carried into the app's page: named inputs a visitor types text
 * into, and named textareas. main.tsx makes these live at once when it draws the page anew
 * (drawn-page.ts); a checkbox, a radio, a select or a button would need the app's handler, and stays
 * inert until the app is live.
 */
export const CARRIED_FIELDS = [
	'input[name]:not([type])',
	...['text', 'search', 'email', 'tel', 'url', 'number', 'password'].map((type) => `input[name][type="${type}"]`),
	'textarea[name]',
].join(', ');

const drawnFields = new Map<string, DrawnField>();
let focusedField: HTMLInputElement | HTMLTextAreaElement | null = null;
/** Fields whose drawn form the visitor sent (Enter): the app's field sends it again once drawn. */
const submittedFields = new Set<string>();

/** Called by main.tsx when it will draw the page anew, before it makes the drawn fields live. */
export function recordDrawnFields(root: HTMLElement): void {
	for (const element of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(CARRIED_FIELDS)) {
		if (!drawnFields.has(element.name)) drawnFields.set(element.name, { element, drawnValue: element.defaultValue });
	}
	// Sent, a drawn form would load the page again (a GET to itself) and the search would be lost:
	// it is held, and the app's field sends it.
	const drawnForms = new Set(root.querySelectorAll('form'));
	root.addEventListener('submit', (event) => {
		const form = event.target;
		if (!(form instanceof HTMLFormElement) || !drawnForms.has(form)) return;
		event.preventDefault();
		for (const field of form.querySelectorAll<HTMLInputElement>('input[name], textarea[name]')) {
			submittedFields.add(field.name);
		}
	});
	// The last field focused is remembered until the visitor leaves it. Chromium also sends a
	// focusout while removing a focused field, with the field still in the page: so the check waits
	// a microtask, by which time a removed field is out of the page (and the app's field has read it).
	root.addEventListener('focusin', (event) => {
		const target = event.target;
		if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) focusedField = target;
	});
	root.addEventListener('focusout', (event) => {
		const left = event.target;
		queueMicrotask(() => {
			if (left === focusedField && focusedField?.isConnected) focusedField = null;
		});
	});
}

export interface TypedText {
	text: string;
	/** The drawn field had the focus when it was replaced: the new one takes it, caret where it was. */
	focused: boolean;
	/** The visitor sent the drawn form: the app's form sends the text. */
	submitted: boolean;
	selection: [number, number] | null;
}

/**
 * What the visitor typed into the drawn field of this name, or null (nothing typed, no such field,
 * or already taken by the field of the app that replaced it).
 */
export function typedText(name: string): TypedText | null {
	const field = drawnFields.get(name);
	if (!field || field.element.isConnected || field.element.value === field.drawnValue) return null;
	const { element } = field;
	const selection =
		element.selectionStart !== null && element.selectionEnd !== null
			? ([element.selectionStart, element.selectionEnd] as [number, number])
			: null;
	return { text: element.value, focused: focusedField === element, selection, submitted: submittedFields.has(name) };
}

/** The app's field has taken the text over: later fields of the same name start as usual. */
export function forgetTypedText(name: string): void {
	drawnFields.delete(name);
	submittedFields.delete(name);
}
