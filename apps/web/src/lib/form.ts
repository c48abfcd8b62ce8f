import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from './use-translation';

/**
 * getInputProps with the error translated: schema messages and server field errors are i18n keys,
 * so switching language re-translates errors already on screen.
 */
export function translatedInputProps<Values>(form: UseFormReturnType<Values>, t: TFunction) {
	return (path: string, options?: { type?: 'input' | 'checkbox' }) => {
		const props = form.getInputProps(path as never, options);
		return { ...props, error: typeof props.error === 'string' ? t(props.error) : props.error };
	};
}
