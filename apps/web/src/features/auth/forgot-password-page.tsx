import { forgotPasswordSchema } from '@edge/api/schemas';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { translatedInputProps } from '../../lib/form';
import { AnchorLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { AuthCard } from './auth-card';

/** The answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('auth.forgot.title'));
	const form = useForm({
		mode: 'controlled',
		initialValues: { email: '' },
		validate: schemaResolver(forgotPasswordSchema, { sync: true }),
		validateInputOnBlur: true,
	});
	const input = translatedInputProps(form, t);
	const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());

	const submit = form.onSubmit((values) =>
		request.mutateAsync(values).catch((error: unknown) => notify.error(translateError(error, t))),
	);

	return (
		<AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
			<form onSubmit={submit} noValidate>
				<Stack>
					{request.isSuccess && (
						<Alert color="teal" icon={<IconMailCheck />} data-testid="forgot-sent">
							{t('auth.forgot.sent')}
						</Alert>
					)}
					<TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required {...input('email')} />
					<Button type="submit" size="md" loading={request.isPending}>
						{t('auth.forgot.submit')}
					</Button>
					<AnchorLink to="/login" fz="sm" ta="center">
						{t('auth.forgot.backToLogin')}
					</AnchorLink>
				</Stack>
			</form>
		</AuthCard>
	);
}
