import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. Algorithm 2 is argon2id. */
const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
	return hash(password, ARGON2ID_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
	try {
		return await verify(passwordHash, password);
	} catch {
		// A malformed stored hash must read as a failed login, never as a server error.
		return false;
	}
}
