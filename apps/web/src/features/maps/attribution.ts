/**
 * The tile provider's attribution (MAP_ATTRIBUTION, a server setting) is a line of HTML, as Leaflet
 * takes it: text and links. The map preview shows it without handing HTML to the page: as text and
 * links read from it here, every other tag dropped, only http(s) links kept.
 */
export type AttributionPart = { text: string; href?: string };

const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
	copy: '©',
};

/** Named entities of an attribution, and numeric ones (&#169;, &#xA9;). */
function decode(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
		if (name[0] === '#') {
			const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
			return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
		}
		return ENTITIES[name.toLowerCase()] ?? whole;
	});
}

const stripTags = (html: string) => decode(html.replace(/<[^>]*>/g, ''));

export function attributionParts(html: string): AttributionPart[] {
	const parts: AttributionPart[] = [];
	const link = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
	let at = 0;
	for (let match = link.exec(html); match; match = link.exec(html)) {
		const before = stripTags(html.slice(at, match.index));
		if (before) parts.push({ text: before });
		const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(match[1] ?? '');
		const address = decode(href?.[1] ?? href?.[2] ?? '');
		const text = stripTags(match[2] ?? '');
		parts.push(/^https?:\/\//i.test(address) ? { text, href: address } : { text });
		at = match.index + match[0].length;
	}
	const rest = stripTags(html.slice(at));
	if (rest) parts.push({ text: rest });
	return parts;
}
