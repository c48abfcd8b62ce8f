import { users } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { notification, registerViaApi, visible, waitForPath } from './support/journeys';
import { makeFreelancer, signedInPage } from './support/seed-via-api';

const messageBodies = (page: Page) => page.getByTestId('chat-message-body').allTextContents();

describe.skipIf(!chromiumPath)('chat between a customer and a freelancer', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('two people chat in real time; the freelancer offers, the customer accepts and both see it accepted live', async () => {
		const freelancer = await registerViaApi(app.url, { firstName: 'Carla', lastName: 'Diseño' });
		await makeFreelancer(app.url, freelancer);
		const customer = await registerViaApi(app.url, { firstName: 'Luis', lastName: 'Cliente' });

		// The customer opens the conversation from the freelancer's id, sees the trial and writes first.
		const customerPage = await signedInPage(app, customer, `/chat/${freelancer.id}`);
		await visible(customerPage.getByTestId('chat-conversation'));
		await expect.poll(() => customerPage.title()).toBe('Chat with Carla Diseño · Edge');
		await expect
			.poll(() => customerPage.getByTestId('chat-cost-line').textContent())
			.toBe('Free chat trial: 60 days left');
		const input = customerPage.getByTestId('chat-input');
		await input.fill('Hello, I need a logo');
		await input.press('Enter');
		await expect.poll(() => messageBodies(customerPage)).toEqual(['Hello, I need a logo']);
		await expect.poll(() => input.inputValue()).toBe('');

		// The freelancer finds it in the inbox, unread, with the badge in the header.
		const freelancerPage = await signedInPage(app, freelancer, '/chat');
		const row = await visible(freelancerPage.getByTestId('chat-inbox-item'));
		expect(await row.getByTestId('chat-inbox-preview').textContent()).toBe('Hello, I need a logo');
		expect(await row.getByTestId('chat-inbox-unread').textContent()).toBe('1');
		await expect.poll(() => freelancerPage.getByTestId('chat-unread-badge').getAttribute('data-count')).toBe('1');
		await row.click();
		await waitForPath(freelancerPage, `/chat/${customer.id}`);
		await expect.poll(() => messageBodies(freelancerPage)).toEqual(['Hello, I need a logo']);
		await expect.poll(() => freelancerPage.getByTestId('chat-unread-badge').getAttribute('data-count')).toBe('0');
		// Answering customers is free.
		await expect.poll(() => freelancerPage.getByTestId('chat-cost-line').getAttribute('data-kind')).toBe('freelancer');

		// Real time both ways, without reloading.
		const reply = freelancerPage.getByTestId('chat-input');
		await reply.fill('Sure! I can do it this week.');
		await reply.press('Enter');
		await expect
			.poll(() => messageBodies(customerPage))
			.toEqual(['Hello, I need a logo', 'Sure! I can do it this week.']);
		// The customer read it: the freelancer's message shows the read mark.
		await visible(freelancerPage.getByRole('img', { name: 'Read' }));

		// The freelancer sends an offer; it shows as a card on both sides.
		await freelancerPage.getByTestId('offer-open').click();
		const form = await visible(freelancerPage.getByTestId('offer-form'));
		await form.getByTestId('offer-price').fill('1500');
		await form.getByTestId('offer-days').fill('3');
		await form.getByTestId('offer-description').fill('A logo in two colours, with the source files.');
		await form.getByTestId('offer-submit').click();
		await visible(freelancerPage.getByTestId('offer-card'));
		const offer = await visible(customerPage.getByTestId('offer-card'));
		expect(await offer.getByTestId('offer-status').textContent()).toBe('Pending');
		expect(await offer.textContent()).toContain('DOP$ 1,500.00');
		await expect.poll(() => freelancerPage.getByTestId('offer-withdraw').count()).toBe(1);

		// The customer accepts; the freelancer sees it accepted without reloading.
		await offer.getByTestId('offer-accept').click();
		await expect.poll(() => offer.getByTestId('offer-status').textContent()).toBe('Accepted');
		await expect.poll(() => freelancerPage.getByTestId('offer-card').getAttribute('data-status')).toBe('accepted');
		await expect.poll(() => freelancerPage.getByTestId('offer-withdraw').count()).toBe(0);
		await visible(customerPage.getByTestId('offer-pay'));

		// The pay step says what PayPal charges, in dollars at the simulator's rate, before going there.
		expect(await offer.getByTestId('offer-charge').textContent()).toBe(
			'PayPal will charge you US$ 25.42 in US dollars (DOP$ 1,500.00 at DOP$ 59.00 per dollar).',
		);
		expect(await freelancerPage.getByTestId('offer-charge').count()).toBe(0);
		// The customer pays it through the simulator; back in the chat both cards say paid, with a receipt.
		await customerPage.getByTestId('offer-pay').click();
		const approve = customerPage.getByRole('button', { name: 'Approve / Aprobar' });
		await visible(approve);
		await approve.click();
		await waitForPath(customerPage, `/chat/${freelancer.id}`);
		await expect.poll(() => customerPage.getByTestId('offer-card').getAttribute('data-status')).toBe('paid');
		await expect.poll(() => freelancerPage.getByTestId('offer-card').getAttribute('data-status')).toBe('paid');
		await customerPage.getByTestId('offer-receipt').click();
		const receipt = await visible(customerPage.getByTestId('offer-receipt-table'));
		expect(await receipt.textContent()).toContain('Offer priceDOP$ 1,500.00');
		expect(await receipt.getByTestId('offer-receipt-charged').textContent()).toBe('Charged by PayPalUS$ 25.42');
	});

	it('after the 61st day a customer sees the subscribe texts, tops up through the simulator and sends again for 69 cents', async () => {
		const freelancer = await registerViaApi(app.url, { firstName: 'Marta', lastName: 'Fotos' });
		await makeFreelancer(app.url, freelancer);
		const customer = await registerViaApi(app.url, { firstName: 'Pablo', lastName: 'Antiguo' });
		app.db
			.update(users)
			.set({ createdAt: new Date(Date.now() - 61 * 24 * 60 * 60 * 1000) })
			.where(eq(users.id, customer.id))
			.run();

		const page = await signedInPage(app, customer, `/chat/${freelancer.id}`);
		const blocked = await visible(page.getByTestId('chat-cost-blocked'));
		const text = await blocked.textContent();
		expect(text).toContain('Your chat trail period is over');
		expect(text).toContain('Please subscribe to the message subscription');
		expect(
			await blocked.getByRole('link', { name: 'Click here to subscribe or learn more' }).getAttribute('href'),
		).toBe('/pricingTable#plan-freelancer-unlimited-messaging');
		expect(await page.getByTestId('chat-input').isDisabled()).toBe(true);

		// Top up DOP$ 50 on the simulator's approval page; back in the conversation it is confirmed. The
		// dialog says the rate and what PayPal charges for each pack, in dollars.
		await page.getByTestId('chat-top-up').click();
		expect(await (await visible(page.getByTestId('chat-top-up-rate'))).textContent()).toBe(
			"PayPal charges in US dollars, at DOP$ 59.00 per dollar; your balance gets the pack's DOP$. This is what PayPal will charge you:",
		);
		expect(await page.getByTestId('chat-top-up-charge').allTextContents()).toEqual([
			'US$ 0.85',
			'US$ 1.69',
			'US$ 4.24',
		]);
		await page.getByTestId('chat-top-up-5000').click();
		await visible(page.getByRole('button', { name: 'Approve / Aprobar' }));
		await page.getByRole('button', { name: 'Approve / Aprobar' }).click();
		await visible(notification(page, 'Balance topped up: DOP$ 50.00. PayPal charged US$ 0.85.'));
		await waitForPath(page, `/chat/${freelancer.id}`);
		await expect
			.poll(() => page.getByTestId('chat-cost-line').textContent())
			.toBe('69 cents from your balance (DOP$ 50.00 left)');

		const input = page.getByTestId('chat-input');
		await input.fill('Hello again');
		await input.press('Enter');
		await visible(notification(page, '69 cents deducted successfully'));
		await expect.poll(() => messageBodies(page)).toEqual(['Hello again']);
		await expect
			.poll(() => page.getByTestId('chat-cost-line').textContent())
			.toBe('69 cents from your balance (DOP$ 49.31 left)');
	});
});
