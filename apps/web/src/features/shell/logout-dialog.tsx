import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LazyModal } from '../../lib/lazy-modal';
import { notify } from '../../lib/notify';
import { endClientSession } from '../../lib/session';
import { signingOut } from '../../lib/session-end';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { clearUserCaches } from '../pwa/private-caches';

/**
 * Asks first; then ends the session on the server and on this device, and goes home. "Every device"
 * ends all the account's sessions: the other devices' tabs are told so on their next request
 * (docs/api.md "Sessions that end").
 */
export function LogoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const logout = useMutation(trpc.auth.logout.mutationOptions());
	const logoutEverywhere = useMutation(trpc.auth.logoutEverywhere.mutationOptions());

	const confirm = (everywhere: boolean) =>
		// This tab's own sign-out: its chat stream ending meanwhile is not news from elsewhere.
		signingOut(everywhere ? 'signedOutEverywhere' : 'signedOut', async () => {
			// Even if the server cannot be reached, the device must stop acting as signed in.
			await (everywhere ? logoutEverywhere : logout).mutateAsync().catch(() => undefined);
			endClientSession();
			// What the worker kept while signed in goes too (docs/pwa.md "Privacy on sign-out").
			await clearUserCaches();
			notify.success(t(everywhere ? 'auth.logout.everywhereSuccess' : 'auth.logout.success'));
			onClose();
			await navigate({ to: '/' });
		});

	return (
		<LazyModal opened={opened} onClose={onClose} title={t('auth.logout.title')} centered>
			<Text mb="lg">{t('auth.logout.confirm')}</Text>
			<Stack gap="sm">
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose}>
						{t('auth.logout.cancel')}
					</Button>
					<Button
						color="red"
						loading={logout.isPending}
						disabled={logoutEverywhere.isPending}
						onClick={() => void confirm(false)}
						data-testid="confirm-logout"
					>
						{t('auth.logout.submit')}
					</Button>
				</Group>
				<Group justify="flex-end">
					<Button
						variant="subtle"
						color="red"
						loading={logoutEverywhere.isPending}
						disabled={logout.isPending}
						onClick={() => void confirm(true)}
						data-testid="confirm-logout-everywhere"
					>
						{t('auth.logout.everywhere')}
					</Button>
				</Group>
			</Stack>
		</LazyModal>
	);
}
