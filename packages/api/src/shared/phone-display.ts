/**
 * How a stored phone number is shown and dialled on a profile, without libphonenumber: every number
 * is stored in E.164 (phone-number.ts reads what is typed; the start-up normalization rewrote older
 * rows), so showing a North American one and dialling any one need no parser. Kept apart from
 * phone-number.ts so a profile page does not load and evaluate the parser's metadata (about 120 KB,
 * 6 ms of the route's module evaluation on this machine, in the take-over's longest task; docs/bench.md).
 */

/** +1, then a three-digit area code and a seven-digit number, neither starting with 0 or 1 (NANP). */
const STORED_NANP = /^\+1([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

/**
 * A stored North American number in the national format, "(809) 555-1234" (the Dominican Republic's,
 * which reads the same for a US number): what libphonenumber's formatNational() writes for every
 * valid one (phone.test.ts compares the two). Null for any other number.
 */
export function formatNanp(stored: string): string | null {
	const nanp = STORED_NANP.exec(stored);
	return nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : null;
}

/** A number as stored (E.164). */
const E164 = /^\+\d{8,15}$/;

/**
 * The digits a tel: or wa.me link dials, country code first: a stored number's own, or, for an older
 * value written another way, its North American digits ("(809) 555-1234" dials 18095551234), read
 * with the same North American shape formatNanp writes. Null for anything else (the links then fall
 * back to the value as it is).
 */
export function dialDigits(stored: string): string | null {
	if (E164.test(stored)) return stored.slice(1);
	const digits = stored.replace(/\D/g, '');
	const nanp = `+${digits.length === 10 ? '1' : ''}${digits}`;
	return STORED_NANP.test(nanp) ? nanp.slice(1) : null;
}
