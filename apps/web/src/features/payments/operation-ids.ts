import { useRef } from 'react';

function newOperationId(): string {
	if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
	// Outside a secure context: a version 4 UUID from getRandomValues.
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
	bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
	const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One operation id per user action (say 'cancel:<subscriptionId>'), made when the action starts
 * and reused by every retry until it succeeds, so the server (and PayPal, through the
 * PayPal-Request-Id) carries it out once however often it is sent.
 */
export class OperationIds {
	private readonly ids = new Map<string, string>();

	get(action: string): string {
		let id = this.ids.get(action);
		if (!id) {
			id = newOperationId();
			this.ids.set(action, id);
		}
		return id;
	}

	/** After success: the next time the user asks, it is a new action. */
	done(action: string): void {
		this.ids.delete(action);
	}
}

export function useOperationIds(): OperationIds {
	const ref = useRef<OperationIds | null>(null);
	ref.current ??= new OperationIds();
	return ref.current;
}
