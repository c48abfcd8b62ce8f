import { readFileSync } from 'node:fs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests, renderWithProviders } from '../../test/render-page';
import { PhoneText } from './contact-actions';

beforeAll(prepareWebTests);
afterEach(cleanup);

describe("a profile's phone number", () => {
	it('writes a North American number in the national format at once', () => {
		renderWithProviders(<PhoneText phone="+18295551234" />);
		expect(screen.getByTestId('contact-phone').textContent).toBe('(829) 555-1234');
	});

	it("writes another country's number as stored, then in its international format once the parser has loaded", async () => {
		renderWithProviders(<PhoneText phone="+34612345678" />);
		expect(screen.getByTestId('contact-phone').textContent).toBe('+34612345678');
		expect(await screen.findByText('+34 612 34 56 78')).toBeTruthy();
	});

	it('is written without libphonenumber in the code a profile page loads', () => {
		// The parser's metadata (about 120 KB) would be evaluated in the take-over's longest task.
		for (const file of [
			'./contact-actions.tsx',
			'./use-phone-text.ts',
			'../../../../../packages/api/src/shared/phone-display.ts',
		]) {
			const source = readFileSync(new URL(file, import.meta.url), 'utf8');
			expect(source, file).not.toMatch(/^import [^;]*(libphonenumber|phone-number')/m);
		}
	});
});
