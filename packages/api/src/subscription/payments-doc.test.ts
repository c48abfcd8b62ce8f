import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PLANS } from '@edge/db/reference-data';
import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES, PLAN_UNLOCKS, type PlanFeature } from './plan-unlocks';
import {
	type BillingDateMove,
	SUBSCRIPTION_ACTIONS,
	SUBSCRIPTION_PHASES,
	SUBSCRIPTION_TRANSITIONS,
	type SubscriptionPhase,
	type TransitionRule,
} from './subscription-actions';

// docs/payments.md prints both tables for readers; these tests keep it from drifting from the code.
const doc = readFileSync(fileURLToPath(new URL('../../../../docs/payments.md', import.meta.url)), 'utf8');

/** The cells of each row of the markdown table between two markers, header first, separator dropped. */
function tableBetween(marker: string): string[][] {
	const match = doc.match(new RegExp(`<!-- ${marker}:start -->\\n([\\s\\S]*?)<!-- ${marker}:end -->`));
	if (!match?.[1]) throw new Error(`docs/payments.md has no ${marker} table`);
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

const unquote = (cell: string) => cell.replace(/^`(.*)`$/, '$1');

describe('the plan -> unlock table of docs/payments.md', () => {
	const [header = [], ...rows] = tableBetween('plan-unlocks');
	const features = header.slice(2).map(unquote);

	it('has a column for every feature of the code, in order', () => {
		expect(header.slice(0, 2)).toEqual(['Plan', 'Id']);
		expect(features).toEqual([...PLAN_FEATURES]);
	});

	it('has exactly the rows of PLAN_UNLOCKS, with the plan names of the plan data', () => {
		const documented = rows.map(([name = '', id = '', ...marks]) => ({
			name,
			id: unquote(id),
			unlocks: features.filter((_, i) => marks[i] === '✓') as PlanFeature[],
			marks: marks.filter((mark) => mark !== '' && mark !== '✓'),
		}));
		const expected = Object.entries(PLAN_UNLOCKS).map(([id, unlocks]) => ({
			name: PLANS.find((plan) => plan.id === id)?.nameEn,
			id,
			unlocks: PLAN_FEATURES.filter((feature) => (unlocks as readonly PlanFeature[]).includes(feature)),
			marks: [],
		}));
		expect(documented).toEqual(expected);
	});
});

describe('the transition table of docs/payments.md', () => {
	const PHASE_LABELS: Record<SubscriptionPhase, string> = {
		NONE: 'none',
		APPROVAL_PENDING: 'APPROVAL_PENDING',
		ACTIVE: 'ACTIVE',
		SUSPENDED: 'SUSPENDED',
		CANCELED_VALID: 'CANCELED, still valid',
		CANCELED_ENDED: 'CANCELED, ended',
		EXPIRED: 'EXPIRED',
	};
	const MOVE_LABELS: Record<BillingDateMove, string> = { clear: 'cleared', keep: 'kept', keepOrNow: 'kept or now' };
	const cell = (rule: TransitionRule) =>
		rule.allowed
			? `${rule.to}, ${MOVE_LABELS[rule.nextBillingDate]} (${rule.paypal})`
			: `✗ ${rule.reason.replace(/^payments\.refused\./, '')}`;

	it('prints every action from every phase as SUBSCRIPTION_TRANSITIONS decides it', () => {
		const expected = [
			['From', ...SUBSCRIPTION_ACTIONS],
			...SUBSCRIPTION_PHASES.map((phase) => [
				PHASE_LABELS[phase],
				...SUBSCRIPTION_ACTIONS.map((action) => cell(SUBSCRIPTION_TRANSITIONS[phase][action])),
			]),
		];
		expect(tableBetween('transitions')).toEqual(expected);
	});
});
