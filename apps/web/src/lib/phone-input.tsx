import { formatPhone } from '@edge/api/phone-number';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The one phone field of every form. People type numbers their own way (809-555-1234,
 * (809) 555-1234, +1 809 555 1234); the shared `phone` schema reads them all, here and on the
 * server, which stores E.164. What was typed stays as typed.
 */
export function PhoneInput(props: Omit<TextInputProps, 'type' | 'inputMode' | 'autoComplete'>) {
	// The telephone keypad has + and the digits; "numeric" would hide the +.
	return <TextInput {...props} type="tel" inputMode="tel" autoComplete="tel" />;
}

/** A stored number (E.164) as the edit forms show it: "(809) 555-1234". */
export function phoneForForm(stored: string | null | undefined): string {
	return stored ? formatPhone(stored) : '';
}
