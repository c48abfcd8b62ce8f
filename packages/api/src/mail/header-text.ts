/**
 * A value bound for a mail header on one line: CR and LF (with the blanks around them) become one
 * space. A line break in a header would start a header of the sender's choosing (`Bcc:`); nodemailer
 * folds its own headers, but the outbox row and any other transport get the value as we pass it.
 */
export function headerText(value: string): string {
	return value.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ');
}
