/**
 * The web app's translator: only what its catalogs use (nested keys, {{name}} values, _one/_other
 * plurals, a fallback language), in place of i18next + react-i18next, which cost ~17 KB gzipped of
 * the first load of / (docs/decisions.md). The server keeps i18next (@edge/i18n/server).
 */

import { perLanguage } from '@edge/i18n/format';

/** One language's texts: nested objects whose leaves are strings, read by dotted keys. */
export type Texts = { readonly [key: string]: unknown };

/** Values for {{name}} placeholders; a numeric `count` also picks the plural form. */
export type TOptions = { readonly count?: number; readonly [name: string]: unknown };

export type TFunction = (key: string, options?: TOptions) => string;

type Listener = () => void;

const PLACEHOLDER = /{{(.+?)}}/g;

const pluralRules = perLanguage((language: string) => new Intl.PluralRules(language));

function pluralCategory(language: string, count: number): string {
	return pluralRules(language).select(count);
}

function isTexts(value: unknown): value is Texts {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lookup(texts: Texts | undefined, key: string): unknown {
	let node: unknown = texts;
	for (const part of key.split('.')) {
		if (!isTexts(node)) return undefined;
		node = node[part];
	}
	return node;
}

function merge(target: Texts, source: Texts): Texts {
	const merged: Record<string, unknown> = { ...target };
	for (const [name, value] of Object.entries(source)) {
		const current = merged[name];
		merged[name] = isTexts(current) && isTexts(value) ? merge(current, value) : value;
	}
	return merged;
}

/**
 * Like i18next: a value named in the options but undefined (or null) becomes '', a placeholder with
 * no value at all stays as written, and values are not HTML-escaped (React escapes what it renders).
 */
function interpolate(text: string, options: TOptions | undefined): string {
	if (!options || !text.includes('{{')) return text;
	return text.replace(PLACEHOLDER, (placeholder, name: string) => {
		const trimmed = name.trim();
		if (!Object.hasOwn(options, trimmed)) return placeholder;
		const value = options[trimmed];
		return value === undefined || value === null ? '' : String(value);
	});
}

export class Translator {
	private readonly resources = new Map<string, Texts>();
	private readonly languageListeners = new Set<(language: string) => void>();
	private readonly changeListeners = new Set<Listener>();
	/** Bumped on every change (language or texts): the snapshot React's store hook compares. */
	private version = 0;

	private current: string;
	readonly fallbackLanguage: string;

	constructor(language: string, fallbackLanguage: string) {
		this.current = language;
		this.fallbackLanguage = fallbackLanguage;
	}

	get language(): string {
		return this.current;
	}

	private readonly fixedTs = new Map<string, TFunction>();

	/**
	 * The text for `key` in the current language, else the fallback language, else the key itself.
	 * With a numeric count, i18next's order: key_<plural category>, key, then key_other (Spanish says
	 * 'many' for 1,000,000, which the catalogs do not write).
	 */
	readonly t: TFunction = (key, options) => this.translate(this.current, key, options);

	/** A t bound to one language, the same function each time: React hooks depend on its identity. */
	fixedT(language: string): TFunction {
		let t = this.fixedTs.get(language);
		if (!t) {
			t = (key, options) => this.translate(language, key, options);
			this.fixedTs.set(language, t);
		}
		return t;
	}

	private translate(language: string, key: string, options: TOptions | undefined): string {
		const count = options?.count;
		for (const code of new Set([language, this.fallbackLanguage])) {
			const texts = this.resources.get(code);
			const candidates = [key];
			if (typeof count === 'number') {
				const category = pluralCategory(code, count);
				candidates.unshift(`${key}_${category}`);
				if (category !== 'other') candidates.push(`${key}_other`);
			}
			for (const candidate of candidates) {
				const text = lookup(texts, candidate);
				// i18next's returnEmptyString: false: an empty text counts as missing.
				if (typeof text === 'string' && text !== '') return interpolate(text, options);
			}
		}
		return key;
	}

	/** Deep-merges `texts` into the language's texts (a feature catalog beside the core). */
	addResourceBundle(language: string, texts: Texts): void {
		this.resources.set(language, merge(this.resources.get(language) ?? {}, texts));
		this.changed();
	}

	hasResourceBundle(language: string): boolean {
		return this.resources.has(language);
	}

	/** The text or subtree at `key` in one language (no fallback), e.g. to tell a catalog is loaded. */
	getResource(language: string, key: string): unknown {
		return lookup(this.resources.get(language), key);
	}

	changeLanguage(language: string): void {
		if (language === this.current) return;
		this.current = language;
		for (const listener of this.languageListeners) listener(language);
		this.changed();
	}

	/** Calls `listener` with the new language after each change; returns the unsubscribe. */
	onLanguageChanged(listener: (language: string) => void): () => void {
		this.languageListeners.add(listener);
		return () => this.languageListeners.delete(listener);
	}

	/** For useSyncExternalStore: any change of language or texts. */
	readonly subscribe = (listener: Listener): (() => void) => {
		this.changeListeners.add(listener);
		return () => this.changeListeners.delete(listener);
	};

	readonly getVersion = (): number => this.version;

	private changed(): void {
		this.version++;
		for (const listener of this.changeListeners) listener();
	}
}
