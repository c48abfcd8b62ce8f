import { type AccountKindInput, type RegisterInput, registerSchema } from '@edge/api/schemas';
import { Anchor, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { translatedInputProps } from '../../lib/form';
import { AnchorLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { PhoneInput } from '../../lib/phone-input';
import { startClientSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

/** Step two of sign-up: the details, validated by the same schema the server applies. */
export function RegisterPage({ kind, referralCode }: { kind: AccountKindInput; referralCode?: string }) {
	const { t } = useTranslation();
	// The heading ('Tus datos') says little in a tab; the title names the step and the account kind.
	useDocumentTitle(t('auth.register.documentTitle', { kind: t(`auth.kinds.${kind}.title`) }));
	const navigate = useNavigate();
	const form = useForm<RegisterInput>({
		mode: 'controlled',
		initialValues: {
			accountKind: kind,
			firstName: '',
			lastName: '',
			email: '',
			phone: '',
			password: '',
			confirmPassword: '',
			dateOfBirth: '',
			referralCode: referralCode ?? '',
		},
		validate: schemaResolver(registerSchema, { sync: true }),
		validateInputOnBlur: true,
	});
	const input = translatedInputProps(form, t);
	const register = useMutation(trpc.auth.register.mutationOptions());

	const submit = form.onSubmit(async (values) => {
		try {
			const { token, user } = await register.mutateAsync(values);
			await startClientSession(token, user);
			notify.success(t('auth.register.success', { name: user.firstName }));
			await navigate({ to: '/profile' });
		} catch (error) {
			// The typed values stay in the form; only the errors change.
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t, 'errors.signupFailed'), t('errors.signupFailed'));
		}
	});

	return (
		<AuthCard
			title={t('auth.register.title')}
			subtitle={t('auth.register.subtitle', { kind: t(`auth.kinds.${kind}.title`) })}
			wide
		>
			<form onSubmit={submit} noValidate>
				<Stack>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<TextInput label={t('auth.fields.firstName')} autoComplete="given-name" required {...input('firstName')} />
						<TextInput label={t('auth.fields.lastName')} autoComplete="family-name" required {...input('lastName')} />
					</SimpleGrid>
					<TextInput label={t('auth.fields.email')} type="email" autoComplete="email" required {...input('email')} />
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<PhoneInput
							label={t('auth.fields.phone')}
							description={t('auth.fields.phoneHint')}
							required
							{...input('phone')}
						/>
						<TextInput
							label={t('auth.fields.dateOfBirth')}
							type="date"
							autoComplete="bday"
							required
							{...input('dateOfBirth')}
						/>
					</SimpleGrid>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<NewPasswordFields input={input} t={t} labelKey="password" />
					</SimpleGrid>
					<TextInput
						label={`${t('auth.fields.referralCode')} (${t('common.optional')})`}
						autoComplete="off"
						{...input('referralCode')}
					/>
					<Button type="submit" size="md" loading={register.isPending} data-testid="register-submit">
						{t('auth.register.submit')}
					</Button>
					<Group justify="space-between">
						<Anchor
							component="button"
							type="button"
							fz="sm"
							onClick={() => void navigate({ to: '/signup', search: { ref: referralCode } })}
						>
							{t('auth.register.changeKind')}
						</Anchor>
						<AnchorLink to="/login" fz="sm">
							{t('auth.signup.haveAccount')}
						</AnchorLink>
					</Group>
				</Stack>
			</form>
		</AuthCard>
	);
}
