import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is counted by. An IPv4 address is its own key (also when written as
 * IPv4-mapped IPv6, ::ffff:1.2.3.4). An IPv6 address counts by its /64: one subscriber usually
 * gets a whole /64 and can pick any address in it, so per-address limits would not hold otherwise.
 * Anything else (no socket: 'unknown') is kept as it is.
 */
export function addressKey(ip: string): string {
	const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
	if (mapped?.[1]) return mapped[1];
	if (isIPv4(ip) || !isIPv6(ip)) return ip;
	return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lowercase without leading zeros. */
function expandIPv6(ip: string): string[] {
	// A zone (fe80::1%eth0) names the interface, not the address.
	const [address = ''] = ip.split('%');
	const [head = '', tail] = address.split('::');
	const groups = (part: string) => (part === '' ? [] : part.split(':'));
	const left = groups(head);
	const right = tail === undefined ? [] : groups(tail);
	// A trailing dotted IPv4 part (::1.2.3.4) is two groups; only the first four groups matter here.
	const missing = 8 - left.length - right.length;
	const all = [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right];
	return all.map((group) => (/^[0-9a-f]+$/i.test(group) ? Number.parseInt(group, 16).toString(16) : group));
}
