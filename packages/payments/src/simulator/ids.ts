import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** PayPal-looking ids (`I-…` subscriptions, `P-…` plans, `PROD-…` products, bare for orders). */
export function newId(prefix: string, length = 17): string {
	const bytes = randomBytes(length);
	let id = '';
	for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
	return prefix ? `${prefix}-${id}` : id;
}
