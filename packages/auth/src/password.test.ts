import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('hashPassword', () => {
	it("produces an argon2id hash with OWASP's parameters", async () => {
		const hash = await hashPassword('Secreto123');
		expect(hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
		expect(hash).not.toContain('Secreto123');
	});

	it('salts every hash', async () => {
		const [first, second] = await Promise.all([hashPassword('Secreto123'), hashPassword('Secreto123')]);
		expect(first).not.toBe(second);
	});
});

describe('verifyPassword', () => {
	it('accepts the right password and refuses a wrong one', async () => {
		const hash = await hashPassword('Secreto123');
		expect(await verifyPassword(hash, 'Secreto123')).toBe(true);
		expect(await verifyPassword(hash, 'secreto123')).toBe(false);
		expect(await verifyPassword(hash, '')).toBe(false);
	});

	it('reads a malformed stored hash as a failed check instead of throwing', async () => {
		for (const malformed of ['', 'not-a-hash', '$argon2id$v=19$m=19456', '$2b$10$abcdefghijklmnopqrstuv']) {
			await expect(verifyPassword(malformed, 'Secreto123'), malformed).resolves.toBe(false);
		}
	});
});
