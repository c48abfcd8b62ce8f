import { PasswordInput } from '@mantine/core';
import type { translatedInputProps } from '../../lib/form';
import type { useTranslation } from '../../lib/use-translation';

interface NewPasswordFieldsProps {
	input: ReturnType<typeof translatedInputProps>;
	t: ReturnType<typeof useTranslation>['t'];
	/** 'password' on sign-up, 'newPassword' on reset. */
	labelKey: 'password' | 'newPassword';
}

/** A new password with its rules as a hint, and its confirmation; browsers offer to generate one. */
export function NewPasswordFields({ input, t, labelKey }: NewPasswordFieldsProps) {
	return (
		<>
			<PasswordInput
				label={t(`auth.fields.${labelKey}`)}
				description={t('auth.fields.passwordHint')}
				autoComplete="new-password"
				required
				{...input('password')}
			/>
			<PasswordInput
				label={t('auth.fields.confirmPassword')}
				autoComplete="new-password"
				required
				{...input('confirmPassword')}
			/>
		</>
	);
}
