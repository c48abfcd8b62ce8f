import { describe, expect, it } from 'vitest';
import { MAX_BATCH_CALLS } from './batch-limit';
import { batchRefusal, PASSWORD_HASHING_PATHS } from './batch-policy';

describe('batch policy', () => {
	it('finds the password-hashing procedures from their meta', () => {
		expect([...PASSWORD_HASHING_PATHS].sort()).toEqual([
			'auth.deleteAccount',
			'auth.login',
			'auth.register',
			'auth.resetPassword',
		]);
	});

	it('allows up to MAX_BATCH_CALLS calls with at most one password hash', () => {
		expect(batchRefusal(Array(MAX_BATCH_CALLS).fill('auth.me'))).toBeNull();
		expect(batchRefusal(['auth.login', ...Array(MAX_BATCH_CALLS - 1).fill('auth.requestPasswordReset')])).toBeNull();
	});

	it('refuses larger batches and two password hashes in one', () => {
		expect(batchRefusal(Array(MAX_BATCH_CALLS + 1).fill('auth.me'))?.messageKey).toBe('errors.batchTooLarge');
		expect(batchRefusal(['auth.login', 'auth.login'])?.messageKey).toBe('errors.batchPasswordCalls');
		expect(batchRefusal(['auth.register', 'contact.submit', 'auth.deleteAccount'])).toMatchObject({
			code: 'BAD_REQUEST',
			messageKey: 'errors.batchPasswordCalls',
		});
	});
});
