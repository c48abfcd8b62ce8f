import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
beforeAll(async () => {
	server = await startTestServer();
});
afterAll(async () => {
	await server.stop();
});

const holidays = async (from: string, to: string, headers: Record<string, string> = {}) => {
	const response = await call(() => apiClient(server.url, headers).calendar.range.query({ from, to }));
	if (!response.data) throw new Error(JSON.stringify(response.error));
	return response.data.holidays;
};

/** Holidays come from their rules (issue 22), so the calendar shows them past the old table's 2030. */
describe('calendar.range holidays after 2030', () => {
	it('gives the holidays of a month of 2040, moved by Law 139-97', async () => {
		expect(await holidays('2040-01-01', '2040-01-31')).toEqual([
			{ date: '2040-01-01', name: 'Año Nuevo' },
			{ date: '2040-01-09', name: 'Día de los Santos Reyes' },
			{ date: '2040-01-21', name: 'Día de Nuestra Señora de la Altagracia' },
			{ date: '2040-01-30', name: 'Día de Duarte' },
		]);
		expect(await holidays('2040-03-01', '2040-05-31', { 'accept-language': 'en' })).toEqual([
			{ date: '2040-03-30', name: 'Good Friday' },
			{ date: '2040-04-30', name: 'Labour Day' },
			{ date: '2040-05-31', name: 'Corpus Christi' },
		]);
	});

	it('gives the whole of 2031', async () => {
		const found = await holidays('2031-01-01', '2031-12-31');
		expect(found.map((holiday) => holiday.date)).toEqual([
			'2031-01-01',
			'2031-01-06',
			'2031-01-21',
			'2031-01-26',
			'2031-02-27',
			'2031-04-11',
			'2031-05-05',
			'2031-06-12',
			'2031-08-16',
			'2031-09-24',
			'2031-11-10',
			'2031-12-25',
		]);
	});
});
