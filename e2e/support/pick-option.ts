import type { Locator, Page } from 'playwright-core';

/**
 * Chooses in a searchable select (Mantine's Select with `searchable`) as a person does: types part
 * of the name, then clicks the option the list narrowed to.
 */
export async function pickOption(page: Page, select: Locator, typed: string, option: string): Promise<void> {
	await select.click();
	await select.fill(typed);
	await page.getByRole('option', { name: option, exact: true }).click();
}
