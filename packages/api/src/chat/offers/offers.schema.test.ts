import { describe, expect, it } from 'vitest';
import { offerFieldsSchema, offerFormSchema, offerFormToFields } from './offers.schema';

const valid = { price: 150_000, deliveryDays: 5, description: 'Pintar la sala.' };

const keysOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
	result.error?.issues.map((issue) => [String(issue.path[0]), issue.message]) ?? [];

describe('offerFieldsSchema (what the server takes: centavos)', () => {
	it('takes whole centavos, 1 to 365 days and a described task', () => {
		expect(offerFieldsSchema.safeParse(valid).success).toBe(true);
		expect(offerFieldsSchema.parse({ ...valid, description: '  Pintar  ' }).description).toBe('Pintar');
	});

	it('refuses every field missing, with its own key', () => {
		expect(keysOf(offerFieldsSchema.safeParse({}))).toEqual([
			['price', 'chat.offers.validation.price'],
			['deliveryDays', 'chat.offers.validation.deliveryDays'],
			['description', 'chat.offers.validation.descriptionRequired'],
		]);
	});
});

describe('offerFormSchema (what the modal holds: DOP as typed)', () => {
	it('takes up to two decimals and converts to centavos', () => {
		const form = offerFormSchema.parse({ ...valid, price: 19.99, description: ' Pintar ' });
		expect(offerFormToFields(form)).toEqual({ price: 1999, deliveryDays: 5, description: 'Pintar' });
		expect(offerFormToFields(offerFormSchema.parse({ ...valid, price: 1_000_000 })).price).toBe(100_000_000);
	});

	it('refuses a third decimal, zero, negatives and more than DOP 1,000,000', () => {
		for (const price of [1.005, 0, -1, 0.001, 1_000_000.01]) {
			expect(keysOf(offerFormSchema.safeParse({ ...valid, price })), String(price)).toEqual([
				['price', 'chat.offers.validation.price'],
			]);
		}
	});
});
