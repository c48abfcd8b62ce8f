import { type LoginInput, loginSchema } from '@edge/api/schemas';
import type { SessionEndSignal } from '@edge/api/session-ended';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconLock, IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { translatedInputProps } from '../../lib/form';
import { safeRedirect } from '../../lib/guards';
import { AnchorLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { startClientSession } from '../../lib/session';
import { clearLastSessionEnd, sessionEndedKey } from '../../lib/session-signal';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { AuthCard } from './auth-card';

export function LoginPage({ redirectTo, sessionEnded }: { redirectTo?: string; sessionEnded?: SessionEndSignal }) {
	const { t } = useTranslation();
	useDocumentTitle(t('auth.login.title'));
	const navigate = useNavigate();
	const [failure, setFailure] = useState<unknown>(null);
	const form = useForm<LoginInput>({
		mode: 'controlled',
		initialValues: { email: '', password: '' },
		validate: schemaResolver(loginSchema, { sync: true }),
	});
	const input = translatedInputProps(form, t);
	const login = useMutation(trpc.auth.login.mutationOptions());
	// Shown here once: a later visit to a guarded page is an ordinary one.
	useEffect(() => {
		if (sessionEnded) clearLastSessionEnd();
	}, [sessionEnded]);

	const submit = form.onSubmit(async (values) => {
		setFailure(null);
		try {
			const { token, user } = await login.mutateAsync(values);
			await startClientSession(token, user);
			notify.success(t('auth.login.success'));
			// Back to the page first asked for, when a guard sent the visitor here.
			await navigate({ to: safeRedirect(redirectTo) });
		} catch (error) {
			setFailure(error);
		}
	});

	return (
		<Stack gap="md">
			{/* Sent here by a guard: say why, above the card: the session ended elsewhere (and why), or
			    the page needs one (the spec's warning, in the page). */}
			{redirectTo && (
				<Alert
					color="yellow"
					icon={sessionEnded ? <IconLogout /> : <IconLock />}
					title={t(sessionEnded ? 'auth.sessionEnded.title' : 'common.guard.title')}
					maw={460}
					w="100%"
					mx="auto"
					role="alert"
					data-testid={sessionEnded ? 'session-ended' : 'login-required'}
				>
					{t(sessionEnded ? sessionEndedKey(sessionEnded) : 'common.guard.message')}
				</Alert>
			)}
			<AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
				<form onSubmit={submit} noValidate>
					<Stack>
						{failure !== null && (
							<Alert color="red" icon={<IconAlertCircle />} data-testid="login-error">
								{translateError(failure, t, 'errors.loginFailed')}
							</Alert>
						)}
						<TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required {...input('email')} />
						<PasswordInput
							label={t('auth.fields.password')}
							autoComplete="current-password"
							required
							{...input('password')}
						/>
						<Group justify="flex-end">
							<AnchorLink to="/forget-password" fz="sm">
								{t('auth.login.forgot')}
							</AnchorLink>
						</Group>
						<Button type="submit" size="md" loading={login.isPending} data-testid="login-submit">
							{t('auth.login.submit')}
						</Button>
						<Text ta="center" fz="sm">
							{t('auth.login.noAccount')} <AnchorLink to="/signup">{t('common.nav.signup')}</AnchorLink>
						</Text>
					</Stack>
				</form>
			</AuthCard>
		</Stack>
	);
}
