import { formatNanp } from '@edge/api/phone-display';
import { useEffect, useState } from 'react';

/**
 * A stored number as a profile shows it. A North American one ("(809) 555-1234", nearly every number
 * here) is written at once, the same on the server and in the browser. Another country's needs
 * libphonenumber's metadata, which a profile page does not load with its code (phone-display.ts):
 * it is shown as stored ("+34612345678", a number anyone can dial) until the parser's chunk has
 * loaded, then in its international format ("+34 612 34 56 78"). The drawn page and the take-over
 * both write it as stored, so they agree.
 */
export function usePhoneText(stored: string): string {
	const nanp = formatNanp(stored);
	const [formatted, setFormatted] = useState<{ stored: string; text: string } | null>(null);
	useEffect(() => {
		if (nanp !== null) return;
		let current = true;
		void import('@edge/api/phone-number').then(({ formatPhone }) => {
			if (current) setFormatted({ stored, text: formatPhone(stored) });
		});
		return () => {
			current = false;
		};
	}, [stored, nanp]);
	if (nanp !== null) return nanp;
	return formatted?.stored === stored ? formatted.text : stored;
}
