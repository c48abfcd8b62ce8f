/** What the owner typed in DOP (450.5) as centavos (45050); NaN when it is not a number. */
export function dopToCents(value: number | string): number {
	const amount = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
	return Number.isFinite(amount) && String(value).trim() !== '' ? Math.round(amount * 100) : Number.NaN;
}
