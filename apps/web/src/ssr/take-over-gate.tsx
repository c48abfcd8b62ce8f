import { type ReactNode, Suspense, use, useState } from 'react';
import { isTakingOver } from './take-over';

/**
 * Whether React may take a part of a drawn page over yet (HydrateWhenOpen). Opened once, for good.
 */
export interface TakeOverGate {
	readonly isOpen: boolean;
	/** Lets React take the part over; call it before the change that shows the part (see below). */
	open(): void;
	readonly opened: Promise<void>;
}

function createGate(open: boolean): TakeOverGate {
	let release = () => {};
	// Marked fulfilled as it settles, as React's use() marks a promise it has seen settle: an open gate
	// is passed at once, without suspending.
	const opened: Promise<void> & { status?: 'fulfilled' } = new Promise<void>((resolve) => {
		release = resolve;
	});
	const gate: TakeOverGate = {
		get isOpen() {
			return opened.status === 'fulfilled';
		},
		opened,
		open() {
			opened.status = 'fulfilled';
			release();
		},
	};
	if (open) gate.open();
	return gate;
}

/**
 * A gate for a part of the page that React takes over only once it is wanted: open from the start
 * when the page was not drawn by the server (nothing to take over) or `wantedAtOnce()` says so (read
 * once, in the browser).
 */
export function useTakeOverGate(wantedAtOnce: () => boolean): TakeOverGate {
	const [gate] = useState(() => createGate(!isTakingOver() || wantedAtOnce()));
	return gate;
}

function Gatekeeper({ gate }: { gate: TakeOverGate }): null {
	use(gate.opened);
	return null;
}

/**
 * A part of a drawn page that React takes over only once its gate is open: until then it stays as
 * the server drew it (a Suspense boundary whose content suspends is left dehydrated) and none of its
 * code runs. For a part the visitor cannot see yet, such as a listing's filters folded on a phone:
 * their five selects' take-over was a third of the page's last long task (docs/bench.md,
 * "Lighthouse"). The gate must be opened before the change that shows the part (in the same event
 * handler): React takes a dehydrated part over with the props it was drawn with before it applies
 * an update to it, and if it could not (the gate still shut), it would draw the part anew instead.
 * Outside a take-over (a page the browser draws itself, the server's draw) the gate is open.
 */
export function HydrateWhenOpen({ gate, children }: { gate: TakeOverGate; children: ReactNode }) {
	return (
		<Suspense fallback={null}>
			<Gatekeeper gate={gate} />
			{children}
		</Suspense>
	);
}
