/** A piece of a text: plain text, or a web address safe to turn into a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Candidates only; each is checked with the URL parser before it becomes a link. */
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;

/** Punctuation that ends a sentence rather than an address ("see https://edge.do."). */
const TRAILING = /[.,;:!?'"»”’]+$/;

/** Drops closing brackets the address did not open: "(https://edge.do/a)" keeps only the address. */
function trimUnbalanced(candidate: string): string {
	let text = candidate.replace(TRAILING, '');
	for (const [open, close] of [
		['(', ')'],
		['[', ']'],
	] as const) {
		while (text.endsWith(close) && text.split(open).length < text.split(close).length) {
			text = text.slice(0, -1).replace(TRAILING, '');
		}
	}
	return text;
}

/** The address as a link target, or null when it is not a plain http(s) URL. */
function safeHref(text: string): string | null {
	try {
		const url = new URL(text);
		if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
		if (!url.hostname || url.username || url.password) return null;
		return url.href;
	} catch {
		return null;
	}
}

/**
 * Splits user text into plain pieces and http(s) links. Posts are shown as text, never as HTML: only
 * these link pieces become elements, so no other markup, and no javascript: or data: address, can.
 */
export function splitLinks(text: string): TextPart[] {
	const parts: TextPart[] = [];
	let plain = '';
	let last = 0;
	for (const match of text.matchAll(URL_CANDIDATE)) {
		const start = match.index;
		const address = trimUnbalanced(match[0]);
		const href = safeHref(address);
		if (!href) continue;
		plain += text.slice(last, start);
		if (plain) parts.push({ kind: 'text', text: plain });
		plain = '';
		parts.push({ kind: 'link', text: address, href });
		last = start + address.length;
	}
	plain += text.slice(last);
	if (plain) parts.push({ kind: 'text', text: plain });
	return parts;
}
