import { messages } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { registerViaApi, visible } from './support/journeys';
import { makeFreelancer, signedInPage } from './support/seed-via-api';

/** How many messages the page's offline outbox (IndexedDB) holds. */
const outboxCount = (page: Page) =>
	page.evaluate(
		() =>
			new Promise<number>((resolve, reject) => {
				const request = indexedDB.open('edge-chat-outbox');
				request.onerror = () => reject(request.error);
				request.onsuccess = () => {
					const count = request.result.transaction('messages').objectStore('messages').count();
					count.onsuccess = () => resolve(count.result);
				};
			}),
	);

const messageBodies = (page: Page) => page.getByTestId('chat-message-body').allTextContents();

describe.skipIf(!chromiumPath)('chat without a connection', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('a message written offline waits with its mark and is sent once when the connection returns', async () => {
		const freelancer = await registerViaApi(app.url, { firstName: 'Carla', lastName: 'Diseño' });
		await makeFreelancer(app.url, freelancer);
		const customer = await registerViaApi(app.url, { firstName: 'Luis', lastName: 'Cliente' });
		const storedWith = (body: string) => app.db.select().from(messages).where(eq(messages.body, body)).all().length;

		// The conversation exists (a first message online), and both sides have it open.
		const customerPage = await signedInPage(app, customer, `/chat/${freelancer.id}`);
		const input = customerPage.getByTestId('chat-input');
		await input.fill('Hello, I need a logo');
		await input.press('Enter');
		await expect.poll(() => messageBodies(customerPage)).toEqual(['Hello, I need a logo']);
		const freelancerPage = await signedInPage(app, freelancer, `/chat/${customer.id}`);
		await expect.poll(() => messageBodies(freelancerPage)).toEqual(['Hello, I need a logo']);

		// Offline: the message is kept, shown with the waiting mark, and the box is free again.
		await customerPage.context().setOffline(true);
		await expect.poll(() => customerPage.evaluate(() => navigator.onLine)).toBe(false);
		await input.fill('Written in the tunnel');
		await input.press('Enter');
		await expect.poll(() => input.inputValue()).toBe('');
		const waiting = await visible(customerPage.getByTestId('chat-message-waiting'));
		expect(await waiting.textContent()).toBe('Waiting for connection');
		await expect.poll(() => messageBodies(customerPage)).toEqual(['Hello, I need a logo', 'Written in the tunnel']);
		expect(storedWith('Written in the tunnel')).toBe(0);

		// Back online, with a flurry of online events: sent once, delivered once.
		await customerPage.context().setOffline(false);
		await customerPage.evaluate(() => {
			for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('online'));
		});
		await expect.poll(() => customerPage.getByTestId('chat-message-waiting').count(), { timeout: 20_000 }).toBe(0);
		await expect
			.poll(() => messageBodies(freelancerPage), { timeout: 20_000 })
			.toEqual(['Hello, I need a logo', 'Written in the tunnel']);
		await expect.poll(() => messageBodies(customerPage)).toEqual(['Hello, I need a logo', 'Written in the tunnel']);
		expect(storedWith('Written in the tunnel')).toBe(1);
		// Nothing is left in the outbox to send again.
		await customerPage.reload();
		await expect.poll(() => messageBodies(customerPage)).toEqual(['Hello, I need a logo', 'Written in the tunnel']);
		expect(await outboxCount(customerPage)).toBe(0);
		expect(storedWith('Written in the tunnel')).toBe(1);

		// Written offline, tab closed before the connection returned: the next visit sends it, on any page.
		await customerPage.context().setOffline(true);
		await input.fill('Sent on the next visit');
		await input.press('Enter');
		await visible(customerPage.getByTestId('chat-message-waiting'));
		const context = customerPage.context();
		await customerPage.close();
		await context.setOffline(false);
		const nextVisit = await context.newPage();
		await nextVisit.goto('/aboutUs');
		await expect.poll(() => storedWith('Sent on the next visit'), { timeout: 20_000 }).toBe(1);
		await expect
			.poll(() => messageBodies(freelancerPage), { timeout: 20_000 })
			.toEqual(['Hello, I need a logo', 'Written in the tunnel', 'Sent on the next visit']);
	});
});
