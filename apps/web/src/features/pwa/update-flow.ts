/** If the new worker has not taken control this long after skip-waiting, reload anyway (spec). */
export const SW_ACTIVATION_TIMEOUT_MS = 10_000;

export interface UpdateDeps {
	/** Tells the waiting worker to skip waiting (updateServiceWorker / SKIP_WAITING). */
	skipWaiting: () => Promise<void> | void;
	/** Keeps what the user typed for after the reload (draft-keeper.ts). */
	saveDrafts: () => void;
	reload: () => void;
	timeoutMs?: number;
}

export interface PendingUpdate {
	/** The new worker controls the page: reload now (once). */
	controlling(): void;
}

/**
 * The user accepted the update: save drafts, ask the worker to take over, and reload when it does,
 * or after SW_ACTIVATION_TIMEOUT_MS if it never does. Reloads exactly once either way.
 */
export function startUpdate(deps: UpdateDeps): PendingUpdate {
	let reloaded = false;
	const reloadOnce = () => {
		if (reloaded) return;
		reloaded = true;
		clearTimeout(fallback);
		// Saved again: the user may have typed while the worker was activating.
		deps.saveDrafts();
		deps.reload();
	};
	const fallback = setTimeout(reloadOnce, deps.timeoutMs ?? SW_ACTIVATION_TIMEOUT_MS);
	deps.saveDrafts();
	void Promise.resolve()
		.then(deps.skipWaiting)
		.catch(() => undefined);
	return { controlling: reloadOnce };
}
