import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { DeleteAccountForm } from './delete-account-form';

/** Public route (spec): signed-in users confirm with their password; visitors are told how. */
export function DeleteAccountPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('account.deleteAccount.title'));
	const { user, loading } = useSession();
	return (
		<Paper withBorder radius="lg" p="xl" maw={520} mx="auto" data-testid="delete-account-page">
			<Stack>
				<Title order={1} fz={28}>
					{t('account.deleteAccount.title')}
				</Title>
				{loading ? null : user ? (
					<DeleteAccountForm />
				) : (
					<>
						<Alert color="yellow">{t('account.deleteAccount.signedOut')}</Alert>
						<ButtonLink to="/login" search={{ redirect: '/deleteAccount' }}>
							{t('common.nav.login')}
						</ButtonLink>
					</>
				)}
			</Stack>
		</Paper>
	);
}
