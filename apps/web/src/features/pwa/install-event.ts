import { useSyncExternalStore } from 'react';

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
	prompt(): Promise<void>;
	readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// Listening from the first module load: the browser may fire the event before React mounts. The
// banner itself (install-banner.tsx) loads only once there is something to offer.
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function publishInstallEvent(event: BeforeInstallPromptEvent | null): void {
	deferred = event;
	for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
	window.addEventListener('beforeinstallprompt', (event) => {
		// Keep the browser's own mini-infobar away: the app asks in its own words, when the rule says.
		event.preventDefault();
		publishInstallEvent(event as BeforeInstallPromptEvent);
	});
	window.addEventListener('appinstalled', () => publishInstallEvent(null));
}

const subscribe = (listener: () => void) => {
	listeners.add(listener);
	return () => {
		listeners.delete(listener);
	};
};

/** The kept install event, or null when there is none (or it was used). */
export function useInstallEvent(): BeforeInstallPromptEvent | null {
	return useSyncExternalStore(
		subscribe,
		() => deferred,
		() => null,
	);
}
