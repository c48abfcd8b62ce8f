/**
 * The value of one cookie in a Cookie header, or null. Lucia's own parser decodes every pair and
 * throws a URIError on the first malformed `%` escape, so any foreign cookie (`_ga=100%`) turned
 * every request into a 500. Here a pair that cannot be read is skipped and only our cookie's value is
 * decoded; the first readable occurrence wins, as in browsers' most-specific-path-first order.
 */
export function readCookie(header: string, name: string): string | null {
	for (const pair of header.split(';')) {
		const separator = pair.indexOf('=');
		if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
		let value = pair.slice(separator + 1).trim();
		// RFC 6265 allows a value in double quotes.
		if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
		const decoded = decodeOrNull(value);
		if (decoded) return decoded;
	}
	return null;
}

function decodeOrNull(value: string): string | null {
	try {
		return decodeURIComponent(value);
	} catch {
		return null;
	}
}
