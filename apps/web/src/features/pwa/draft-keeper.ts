/**
 * Typed text survives a reload the app starts itself (an update, docs/pwa.md): the text fields of
 * the page are saved to sessionStorage under the page's path, and put back when the same fields
 * appear again after the reload. Forms here are controlled React inputs, so a value is restored
 * through the native value setter plus an `input` event, which is what React listens to.
 */

import { DRAFTS_KEY } from './drafts-key';

/** Saved drafts older than this are ignored (a reload happens within seconds of saving). */
export const DRAFTS_MAX_AGE_MS = 5 * 60_000;
/** How long after start-up the keeper waits for the fields to appear (lazy pages, slow data). */
export const RESTORE_WINDOW_MS = 30_000;

interface SavedDrafts {
	path: string;
	savedAt: number;
	fields: Record<string, string>;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', '']);

function textFields(root: ParentNode): TextField[] {
	return Array.from(root.querySelectorAll<TextField>('input, textarea')).filter(
		(field) =>
			!field.disabled &&
			!field.readOnly &&
			(field instanceof HTMLTextAreaElement || TEXT_INPUT_TYPES.has(field.getAttribute('type') ?? '')),
	);
}

/** React's useId ids («r1», :r1:) and Mantine's (mantine-…) change between renders of the app. */
const GENERATED_ID = /^(mantine-|«|:|_r_)/;

/** The label's own words, without a wrapped textarea's text (which is the field's value). */
function labelText(field: TextField): string {
	const label = field.labels?.[0];
	if (!label) return '';
	let text = label.textContent ?? '';
	if (label.contains(field) && field.textContent) text = text.replace(field.textContent, '');
	return text.replace(/\s+/g, ' ').trim();
}

/**
 * A key that finds the same field after a reload: its name, a hand-written id, its label text,
 * or as a last resort its position among the page's text fields.
 */
export function fieldKey(field: TextField, index: number): string {
	if (field.name) return `name:${field.name}`;
	if (field.id && !GENERATED_ID.test(field.id)) return `id:${field.id}`;
	const label = labelText(field);
	if (label) return `label:${label}`;
	const aria = field.getAttribute('aria-label');
	if (aria) return `aria:${aria}`;
	return `index:${index}`;
}

function currentPath(): string {
	return window.location.pathname + window.location.search;
}

export function saveDrafts(root: ParentNode = document, storage: Storage = sessionStorage, now = Date.now()): void {
	const fields: Record<string, string> = {};
	textFields(root).forEach((field, index) => {
		// Passwords are never kept (not text types above); empty fields have nothing to lose.
		if (field.value !== '') fields[fieldKey(field, index)] = field.value;
	});
	try {
		if (Object.keys(fields).length === 0) storage.removeItem(DRAFTS_KEY);
		else
			storage.setItem(DRAFTS_KEY, JSON.stringify({ path: currentPath(), savedAt: now, fields } satisfies SavedDrafts));
	} catch {
		// Storage full or blocked: nothing more can be done before the reload.
	}
}

/** Sets a controlled input's value so React's onChange sees it. */
export function setFieldValue(field: TextField, value: string): void {
	const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
	Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
	field.dispatchEvent(new Event('input', { bubbles: true }));
}

function readDrafts(storage: Storage, now: number): SavedDrafts | null {
	try {
		const raw = storage.getItem(DRAFTS_KEY);
		if (!raw) return null;
		const saved = JSON.parse(raw) as SavedDrafts;
		if (saved.path !== currentPath() || now - saved.savedAt > DRAFTS_MAX_AGE_MS) {
			storage.removeItem(DRAFTS_KEY);
			return null;
		}
		return saved;
	} catch {
		return null;
	}
}

/** Puts back what it can now; returns the keys still waiting for their field. */
export function restoreDraftsInto(root: ParentNode, fields: Record<string, string>): Record<string, string> {
	const waiting = { ...fields };
	textFields(root).forEach((field, index) => {
		const key = fieldKey(field, index);
		const value = waiting[key];
		if (value === undefined) return;
		if (field.value !== value) setFieldValue(field, value);
		delete waiting[key];
	});
	return waiting;
}

/**
 * Called once at start-up: restores the drafts saved for this path as their fields appear, for up
 * to RESTORE_WINDOW_MS, then forgets them. Returns a function that stops watching (and keeps what
 * is left, so a remount, as in React's StrictMode, can still restore it).
 */
export function restoreDrafts(storage: Storage = sessionStorage, now = Date.now()): () => void {
	const saved = readDrafts(storage, now);
	if (!saved) return () => undefined;
	let waiting = saved.fields;
	const stop = () => {
		observer.disconnect();
		clearTimeout(timer);
	};
	const forget = () => {
		stop();
		try {
			storage.removeItem(DRAFTS_KEY);
		} catch {}
	};
	const attempt = () => {
		waiting = restoreDraftsInto(document, waiting);
		if (Object.keys(waiting).length === 0) forget();
	};
	const observer = new MutationObserver(attempt);
	observer.observe(document.body, { childList: true, subtree: true });
	const timer = setTimeout(forget, RESTORE_WINDOW_MS);
	attempt();
	return stop;
}
