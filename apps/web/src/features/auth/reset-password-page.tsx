import { resetPasswordSchema } from '@edge/api/schemas';
import { Alert, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { translatedInputProps } from '../../lib/form';
import { ButtonLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

export function ResetPasswordPage({ token }: { token?: string }) {
	const { t } = useTranslation();
	useDocumentTitle(t('auth.reset.title'));
	const navigate = useNavigate();
	const form = useForm({
		mode: 'controlled',
		initialValues: { token: token ?? '', password: '', confirmPassword: '' },
		validate: schemaResolver(resetPasswordSchema, { sync: true }),
		validateInputOnBlur: true,
	});
	const input = translatedInputProps(form, t);
	const reset = useMutation(trpc.auth.resetPassword.mutationOptions());

	if (!token) {
		return (
			<AuthCard title={t('auth.reset.title')}>
				<Stack>
					<Alert color="red">{t('auth.reset.missingToken')}</Alert>
					<ButtonLink to="/forget-password">{t('auth.reset.requestNew')}</ButtonLink>
				</Stack>
			</AuthCard>
		);
	}

	const submit = form.onSubmit(async (values) => {
		try {
			await reset.mutateAsync(values);
			notify.success(t('auth.reset.success'));
			await navigate({ to: '/login' });
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t));
		}
	});

	return (
		<AuthCard title={t('auth.reset.title')}>
			<form onSubmit={submit} noValidate>
				<Stack>
					<NewPasswordFields input={input} t={t} labelKey="newPassword" />
					<Button type="submit" size="md" loading={reset.isPending}>
						{t('auth.reset.submit')}
					</Button>
				</Stack>
			</form>
		</AuthCard>
	);
}
