import type { MessageView } from './chat-types';

const DAY_KEY = new Intl.DateTimeFormat('en-CA', {
	timeZone: 'America/Santo_Domingo',
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
});

/** The calendar day of an instant in the country's time zone ('2026-11-21'), where separators fall. */
export function dayKey(value: Date | string): string {
	return DAY_KEY.format(new Date(value));
}

export type MessageRow = { type: 'day'; day: string } | { type: 'message'; message: MessageView };

/** The list's rows: a day separator before the first message of each day (messages oldest first). */
export function withDaySeparators(messages: readonly MessageView[]): MessageRow[] {
	const rows: MessageRow[] = [];
	let previous: string | null = null;
	for (const message of messages) {
		const day = dayKey(message.createdAt);
		if (day !== previous) rows.push({ type: 'day', day });
		previous = day;
		rows.push({ type: 'message', message });
	}
	return rows;
}

/** 'today', 'yesterday' or null (then the date is written out), relative to `now`. */
export function relativeDay(day: string, now: Date): 'today' | 'yesterday' | null {
	if (day === dayKey(now)) return 'today';
	if (day === dayKey(new Date(now.getTime() - 86_400_000))) return 'yesterday';
	return null;
}

/**
 * The mark of one of my messages from the other person's delivered and read positions (message
 * ids grow, so "read up to id N" covers every message at or below N).
 */
export function markOf(
	message: MessageView,
	deliveredId: number,
	readId: number,
): 'sending' | 'sent' | 'delivered' | 'read' {
	if (message.id === null) return 'sending';
	if (message.id <= readId) return 'read';
	if (message.id <= deliveredId) return 'delivered';
	return 'sent';
}
