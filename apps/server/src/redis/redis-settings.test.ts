import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../env';

describe('REDIS_URL and REDIS_PREFIX', () => {
	it('are off by default: no Redis', () => {
		expect(readSettings({}).redis).toBeNull();
	});

	it('take a redis:// or rediss:// URL, with edge: as the default prefix', () => {
		expect(readSettings({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
			url: 'redis://127.0.0.1:6379',
			prefix: 'edge:',
		});
		expect(readSettings({ REDIS_URL: 'rediss://cache.example:6380/2', REDIS_PREFIX: 'edge-a:' }).redis).toEqual({
			url: 'rediss://cache.example:6380/2',
			prefix: 'edge-a:',
		});
	});

	it('refuse another scheme, naming the setting', () => {
		expect(() => readSettings({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(SettingsError);
		expect(() => readSettings({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
	});
});
