import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type MessageAccess, messageAccess } from './message-access';

// docs/chat.md prints the message rule as a table; this test keeps it from drifting from the code.
const doc = readFileSync(fileURLToPath(new URL('../../../../../docs/chat.md', import.meta.url)), 'utf8');

function tableBetween(marker: string): string[][] {
	const match = doc.match(new RegExp(`<!-- ${marker}:start -->\\n([\\s\\S]*?)<!-- ${marker}:end -->`));
	if (!match?.[1]) throw new Error(`docs/chat.md has no ${marker} table`);
	return match[1]
		.split('\n')
		.filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
		.map((line) =>
			line
				.slice(1, -1)
				.split('|')
				.map((cell) => cell.trim()),
		);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T12:00:00Z');

function accessCell(access: MessageAccess): string {
	if (access.kind === 'trial') return `\`trial\`, ${access.daysLeft} ${access.daysLeft === 1 ? 'day' : 'days'} left`;
	return `\`${access.kind}\``;
}

function chargedCell(access: MessageAccess): string {
	if (access.kind === 'blocked') return 'refused';
	return access.kind === 'balance' ? String(access.priceCents) : '0';
}

describe('the message-access table of docs/chat.md', () => {
	const [header = [], ...rows] = tableBetween('message-access');

	it('has the columns the test reads', () => {
		expect(header).toEqual([
			'Sender',
			'Unlimited plan',
			'Since signup',
			'Balance (centavos)',
			'Access',
			'Charged (centavos)',
		]);
	});

	it('prints what messageAccess decides for every row', () => {
		const computed = rows.map(([sender = '', plan = '', since = '', balance = '']) => {
			const days = Number(/^(\d+) days?$/.exec(since)?.[1] ?? Number.NaN);
			const access = messageAccess({
				role: sender === 'freelancer' ? 'freelancer' : 'customer',
				hasUnlimitedPlan: plan === 'yes',
				signedUpAt: new Date(now.getTime() - days * DAY_MS),
				now,
				balanceCents: Number(balance),
			});
			return [sender, plan, since, balance, accessCell(access), chargedCell(access)];
		});
		expect(rows).toEqual(computed);
	});

	it('covers every outcome and the trial boundaries (days 59, 60 and 61)', () => {
		const outcomes = new Set(rows.map((row) => row[4]?.replace(/,.*$/, '')));
		expect(outcomes).toEqual(new Set(['`freelancer`', '`plan`', '`trial`', '`balance`', '`blocked`']));
		const since = new Set(rows.filter((row) => row[0] === 'customer' && row[1] === 'no').map((row) => row[2]));
		for (const day of ['59 days', '60 days', '61 days']) expect(since).toContain(day);
	});
});
