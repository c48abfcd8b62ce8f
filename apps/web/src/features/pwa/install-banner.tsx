import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { countVisit, readDismissedAt, rememberDismissal, shouldOfferInstall } from './install-prompt';
import classes from './pwa.module.css';

/** Chromium's event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
	prompt(): Promise<void>;
	readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// Listening from the first module load: the browser may fire the event before React mounts.
let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const publish = (event: BeforeInstallPromptEvent | null) => {
	deferred = event;
	for (const listener of listeners) listener();
};
if (typeof window !== 'undefined') {
	window.addEventListener('beforeinstallprompt', (event) => {
		// Keep the browser's own mini-infobar away: the app asks in its own words, when the rule says.
		event.preventDefault();
		publish(event as BeforeInstallPromptEvent);
	});
	window.addEventListener('appinstalled', () => publish(null));
}

const subscribe = (listener: () => void) => {
	listeners.add(listener);
	return () => listeners.delete(listener);
};

function isStandalone(): boolean {
	return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

/** The offer to install Edge: from the second visit, never in the installed app, 30 days' rest after "Not now". */
export function InstallBanner() {
	const { t } = useTranslation();
	const titleId = useId();
	const event = useSyncExternalStore(
		subscribe,
		() => deferred,
		() => null,
	);
	const [visits] = useState(() => countVisit(localStorage, sessionStorage));
	const [hidden, setHidden] = useState(false);
	if (!event || hidden) return null;
	if (
		!shouldOfferInstall({
			visits,
			dismissedAt: readDismissedAt(localStorage),
			standalone: isStandalone(),
			now: Date.now(),
		})
	)
		return null;

	const dismiss = () => {
		rememberDismissal(localStorage, Date.now());
		setHidden(true);
	};
	const install = async () => {
		setHidden(true);
		// The event can prompt only once.
		publish(null);
		await event.prompt();
		const choice = await event.userChoice;
		if (choice.outcome === 'dismissed') rememberDismissal(localStorage, Date.now());
	};

	return (
		<Paper
			component="section"
			aria-labelledby={titleId}
			shadow="lg"
			radius="md"
			p="md"
			withBorder
			className={classes.installBanner}
			data-testid="install-banner"
		>
			<Group align="flex-start" wrap="nowrap" gap="xs">
				<Stack gap={6} style={{ flex: 1 }}>
					<Text fw={600} id={titleId}>
						{t('common.pwa.install.title')}
					</Text>
					<Text fz="sm">{t('common.pwa.install.text')}</Text>
					<Group gap="xs" mt={4}>
						<Button size="xs" onClick={() => void install()} data-testid="install-accept">
							{t('common.pwa.install.accept')}
						</Button>
						<Button size="xs" variant="subtle" onClick={dismiss} data-testid="install-dismiss">
							{t('common.pwa.install.dismiss')}
						</Button>
					</Group>
				</Stack>
				<CloseButton aria-label={t('common.close')} onClick={dismiss} />
			</Group>
		</Paper>
	);
}
