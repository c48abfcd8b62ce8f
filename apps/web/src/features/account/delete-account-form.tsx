import { deleteAccountSchema } from '@edge/api/schemas';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { notify } from '../../lib/notify';
import { endClientSession } from '../../lib/session';
import { signingOut } from '../../lib/session-end';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';

/** Used by /deleteAccount and by the profile's modal: the password confirms the intent. */
export function DeleteAccountForm({ onCancel }: { onCancel?: () => void }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const form = useForm({
		mode: 'controlled',
		initialValues: { password: '' },
		validate: schemaResolver(deleteAccountSchema, { sync: true }),
	});
	const input = translatedInputProps(form, t);
	const remove = useMutation(trpc.auth.deleteAccount.mutationOptions());
	// A refusal that is not about the password (PayPal could not cancel the subscriptions, say) stays
	// on the form beside the password the user typed, so trying again is one click.
	const [refusal, setRefusal] = useState<string | null>(null);

	const submit = form.onSubmit(async (values) => {
		setRefusal(null);
		try {
			// This tab's own doing: its chat stream ending with 'accountDeleted' is not news from elsewhere.
			await signingOut('accountDeleted', async () => {
				await remove.mutateAsync(values);
				endClientSession();
			});
			notify.success(t('account.deleteAccount.success'));
			await navigate({ to: '/' });
		} catch (error) {
			const fieldErrors = fieldErrorKeys(error);
			form.setErrors(fieldErrors);
			if (Object.keys(fieldErrors).length === 0) setRefusal(translateError(error, t));
		}
	});

	return (
		<form onSubmit={submit} noValidate>
			<Stack>
				<Alert color="red" icon={<IconAlertTriangle />}>
					<Text fz="sm">{t('account.deleteAccount.description')}</Text>
				</Alert>
				{refusal && (
					<Alert color="red" variant="outline" role="alert" data-testid="delete-account-error">
						<Text fz="sm">{refusal}</Text>
					</Alert>
				)}
				<PasswordInput
					label={t('account.deleteAccount.confirmLabel')}
					autoComplete="current-password"
					required
					{...input('password')}
				/>
				<Button type="submit" color="red" loading={remove.isPending} data-testid="delete-account-submit">
					{t('account.deleteAccount.submit')}
				</Button>
				{onCancel && (
					<Button variant="default" onClick={onCancel}>
						{t('common.cancel')}
					</Button>
				)}
			</Stack>
		</form>
	);
}
