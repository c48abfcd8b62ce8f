/**
 * When to offer installing the app (spec: once the user has visited twice). A visit is a browser
 * session of the app: reloads and navigations in the same tab do not count again.
 */

export const VISITS_KEY = 'edge.visits';
export const VISIT_COUNTED_KEY = 'edge.visitCounted';
export const INSTALL_DISMISSED_KEY = 'edge.installDismissedAt';
/** Visits before the offer shows (never on the first). */
export const INSTALL_MIN_VISITS = 2;
/** After "Not now" the offer stays away this long. */
export const INSTALL_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

export interface InstallState {
	visits: number;
	/** When the user last dismissed the offer (ms), or null. */
	dismissedAt: number | null;
	/** Already running as the installed app. */
	standalone: boolean;
	now: number;
}

export function shouldOfferInstall(state: InstallState): boolean {
	if (state.standalone || state.visits < INSTALL_MIN_VISITS) return false;
	if (state.dismissedAt === null) return true;
	return state.now - state.dismissedAt >= INSTALL_SNOOZE_MS || state.now < state.dismissedAt;
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

function readNumber(storage: KeyValue, key: string): number | null {
	try {
		const value = Number(storage.getItem(key));
		return Number.isFinite(value) && value > 0 ? value : null;
	} catch {
		return null;
	}
}

/** Counts this visit once per browser session; returns the number of visits so far. */
export function countVisit(local: KeyValue, session: KeyValue): number {
	const visits = readNumber(local, VISITS_KEY) ?? 0;
	try {
		if (session.getItem(VISIT_COUNTED_KEY)) return visits;
		session.setItem(VISIT_COUNTED_KEY, '1');
		local.setItem(VISITS_KEY, String(visits + 1));
	} catch {
		return visits;
	}
	return visits + 1;
}

export function readDismissedAt(local: KeyValue): number | null {
	return readNumber(local, INSTALL_DISMISSED_KEY);
}

export function rememberDismissal(local: KeyValue, now: number): void {
	try {
		local.setItem(INSTALL_DISMISSED_KEY, String(now));
	} catch {}
}
