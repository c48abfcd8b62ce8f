/**
 * Every limit on a costly or abusable action, with its numbers, in one table (docs/api.md "Limits").
 * A name reads `<action>:<what it is counted by>`: `ip` is the client's address (an IPv6 address
 * counts by its /64, see address-key.ts), `account` the signed-in user, `email` the address a mail
 * goes to.
 *
 * `points` are spent per request (bytes for `uploadBytes`) within `durationSec`, a window that
 * starts with the first request of a key and ends `durationSec` later. A `durationSec` of 0 is a
 * count of things held open (live streams): a slot is taken when one opens and given back when it
 * closes, never by time.
 */
export interface LimitRule {
	points: number;
	durationSec: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MB = 1024 * 1024;

export const DEFAULT_LIMITS = {
	/** Sign-ups from one address. Mobile carriers put many people behind one address: not fewer. */
	'signup:ip': { points: 10, durationSec: HOUR },
	/** Reset mails to one address, whoever asks: nobody's inbox is flooded. */
	'passwordReset:email': { points: 3, durationSec: HOUR },
	/** Reset mails asked for from one address, whatever the target. */
	'passwordReset:ip': { points: 10, durationSec: HOUR },
	/** Contact-form messages (each is mailed to the team). */
	'contact:ip': { points: 5, durationSec: HOUR },
	'contact:account': { points: 5, durationSec: HOUR },
	/** Reviews written or edited, and replies to reviews. */
	'review:account': { points: 20, durationSec: DAY },
	'review:ip': { points: 40, durationSec: DAY },
	/** Reports of reviews, wall posts and comments, and conversations. */
	'report:account': { points: 20, durationSec: DAY },
	'report:ip': { points: 40, durationSec: DAY },
	/** Image uploads (each is decoded and re-encoded): a count and the bytes received. */
	'upload:account': { points: 60, durationSec: DAY },
	'uploadBytes:account': { points: 100 * MB, durationSec: DAY },
	/** Uploads from one address, whatever the accounts (each address may sign 10 a day up). */
	'upload:ip': { points: 200, durationSec: DAY },
	/** Offers made in chats (besides the 30 messages a minute they share with text). */
	'chatOffer:account': { points: 20, durationSec: HOUR },
	/** Live streams (chat.events, wall.live) open at once. A browser tab holds one or two. */
	'streams:account': { points: 10, durationSec: 0 },
	'streams:ip': { points: 30, durationSec: 0 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
/** The limits counted by open things (durationSec 0) rather than by requests in a window. */
export type SlotName = 'streams:account' | 'streams:ip';
export type RateName = Exclude<LimitName, SlotName>;

/** What the server runs with: the default numbers, or other numbers for the same names (tests). */
export type LimitTable = Record<LimitName, LimitRule>;

/**
 * The same limits with `factor` times the points: what test servers run with, so a test file that
 * signs dozens of users up from 127.0.0.1 trips no limit by accident. Same code path, other numbers.
 */
export function roomierLimits(factor: number, table: LimitTable = DEFAULT_LIMITS): LimitTable {
	const entries = Object.entries(table).map(([name, rule]) => [name, { ...rule, points: rule.points * factor }]);
	return Object.fromEntries(entries) as LimitTable;
}
