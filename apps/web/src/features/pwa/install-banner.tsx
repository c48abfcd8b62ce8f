import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { type BeforeInstallPromptEvent, publishInstallEvent } from './install-event';
import { rememberDismissal } from './install-prompt';
import classes from './pwa.module.css';

/**
 * The offer to install Edge, shown when PwaRoot's rule says so (install-prompt.ts: from the second
 * visit, never in the installed app, 30 days' rest after "Not now").
 */
export function InstallBanner({ event }: { event: BeforeInstallPromptEvent }) {
	const { t } = useTranslation();
	const titleId = useId();
	const [hidden, setHidden] = useState(false);
	if (hidden) return null;

	const dismiss = () => {
		rememberDismissal(localStorage, Date.now());
		setHidden(true);
	};
	const install = async () => {
		setHidden(true);
		// The event can prompt only once.
		publishInstallEvent(null);
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
