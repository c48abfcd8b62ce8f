import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LazyModal } from '../../lib/lazy-modal';
import { notify } from '../../lib/notify';
import { endClientSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { clearUserCaches } from '../pwa/private-caches';

/** Asks first; then ends the session on the server and on this device, and goes home. */
export function LogoutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const logout = useMutation(trpc.auth.logout.mutationOptions());

	const confirm = async () => {
		// Even if the server cannot be reached, the device must stop acting as signed in.
		await logout.mutateAsync().catch(() => undefined);
		endClientSession();
		// What the worker kept while signed in goes too (docs/pwa.md "Privacy on sign-out").
		await clearUserCaches();
		notify.success(t('auth.logout.success'));
		onClose();
		await navigate({ to: '/' });
	};

	return (
		<LazyModal opened={opened} onClose={onClose} title={t('auth.logout.title')} centered>
			<Text mb="lg">{t('auth.logout.confirm')}</Text>
			<Group justify="flex-end">
				<Button variant="default" onClick={onClose}>
					{t('auth.logout.cancel')}
				</Button>
				<Button color="red" loading={logout.isPending} onClick={() => void confirm()} data-testid="confirm-logout">
					{t('auth.logout.submit')}
				</Button>
			</Group>
		</LazyModal>
	);
}
