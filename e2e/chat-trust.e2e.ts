import { randomUUID } from 'node:crypto';
import { conversations, messages } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { type ApiUser, clickReaches, notification, registerViaApi, visible, waitForPath } from './support/journeys';
import { makeFreelancer, PHONE, signedInPage } from './support/seed-via-api';

/**
 * What a careful user notices in the chat (issue 20, points 6 and 7): the price of messages before
 * it applies, a message that can never be sent saying why, blocked conversations in the inbox,
 * dates in the inbox, and notifications that leave the conversation's bar visible on a phone.
 */

async function chatCall(app: E2eApp, user: ApiUser, path: string, input: unknown): Promise<void> {
	const response = await fetch(`${app.url}/api/trpc/chat.${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
		body: JSON.stringify(input),
	});
	if (response.status !== 200) throw new Error(`chat.${path} answered ${response.status}: ${await response.text()}`);
}

const sendViaApi = (app: E2eApp, from: ApiUser, to: ApiUser, body: string) =>
	chatCall(app, from, 'send', { otherUserId: to.id, clientId: randomUUID(), body });

type Name = { firstName: string; lastName: string };

/** A freelancer and a customer who has written to them first. */
async function customerWroteTo(app: E2eApp, freelancerName: Name, customerName: Name, body: string) {
	const freelancer = await registerViaApi(app.url, freelancerName);
	await makeFreelancer(app.url, freelancer);
	const customer = await registerViaApi(app.url, customerName);
	await sendViaApi(app, customer, freelancer, body);
	return { freelancer, customer };
}

/** Opens the conversation's menu once its bar is drawn; its 'Block user' item, shown. */
async function openMenu(page: Page): Promise<Locator> {
	await visible(page.getByTestId('chat-top-bar'));
	await page.getByTestId('chat-menu').click();
	return visible(page.getByTestId('chat-block'));
}

/** The freelancer's conversation with the customer, on a phone, with "Block" asked for from its menu. */
async function askToBlock(app: E2eApp, freelancer: ApiUser, customer: ApiUser): Promise<Page> {
	const page = await signedInPage(app, freelancer, `/chat/${customer.id}`);
	await (await openMenu(page)).click();
	return page;
}

/** The element's box, once drawn. */
async function boxOf(locator: Locator) {
	const box = await locator.boundingBox();
	if (!box) throw new Error('not drawn');
	return box;
}

/** Nothing inside the element reaches past its right edge, and the page does not scroll sideways. */
async function fitsItsBox(locator: Locator): Promise<void> {
	const overflow = await locator.evaluate((box) => {
		const right = box.getBoundingClientRect().right;
		const inner = [...box.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right);
		return { beyond: Math.max(0, ...inner) - right, page: document.documentElement.scrollWidth - window.innerWidth };
	});
	expect(overflow.beyond).toBeLessThanOrEqual(0.5);
	expect(overflow.page).toBeLessThanOrEqual(0);
}

/** A Spanish visitor's page (no session). */
async function spanishPage(app: E2eApp, viewport = { width: 1280, height: 800 }): Promise<Page> {
	const context = await app.newContext({ viewport });
	await context.addInitScript(() => localStorage.setItem('language', 'es'));
	return context.newPage();
}

describe.skipIf(!chromiumPath)('what a careful user notices in the chat', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('the trial says what its end costs and links to the messaging plan, whose card the pricing page shows and marks', async () => {
		const freelancer = await registerViaApi(app.url, { firstName: 'Rosa', lastName: 'Planes' });
		await makeFreelancer(app.url, freelancer);
		const customer = await registerViaApi(app.url, { firstName: 'Tomás', lastName: 'Nuevo' });

		const page = await signedInPage(app, customer, `/chat/${freelancer.id}`);
		await expect.poll(() => page.getByTestId('chat-cost-line').textContent()).toBe('Free chat trial: 60 days left');
		const afterTrial = await visible(page.getByTestId('chat-cost-after-trial'));
		expect(await afterTrial.textContent()).toBe(
			'When the trial ends, each message costs 69 cents (DOP$ 0.69) from your balance, or send unlimited messages with a plan. See the unlimited messages plan',
		);
		await fitsItsBox(page.getByTestId('chat-conversation'));

		// The link lands on the plan's card: scrolled into view below the header, and marked.
		await page.getByTestId('chat-unlimited-plan-link').click();
		await waitForPath(page, '/pricingTable');
		expect(new URL(page.url()).hash).toBe('#plan-freelancer-unlimited-messaging');
		const card = page.getByTestId('plan-freelancer-unlimited-messaging');
		await expect.poll(() => card.getAttribute('data-highlighted')).toBe('true');
		await expect
			.poll(async () => {
				const box = await boxOf(card);
				return box.y >= 64 && box.y < PHONE.height - 150;
			})
			.toBe(true);
		// Named for who buys it, with what messaging costs without it.
		expect(await card.getByRole('heading').first().textContent()).toBe('Unlimited messages to freelancers');
		expect(await card.getByTestId('plan-messaging-note').textContent()).toBe(
			'Customers write to freelancers free for 60 days after signing up. After that, each message costs 69 cents (DOP$ 0.69) from the prepaid chat balance, or is included with this plan. Freelancers always answer free.',
		);
		await fitsItsBox(card);
		// No other card is marked.
		expect(await page.locator('[data-highlighted]').count()).toBe(1);

		// In Spanish too, for a visitor opening the link.
		const spanish = await spanishPage(app);
		await spanish.goto('/pricingTable#plan-freelancer-unlimited-messaging');
		const tarjeta = spanish.getByTestId('plan-freelancer-unlimited-messaging');
		await expect.poll(() => tarjeta.getAttribute('data-highlighted')).toBe('true');
		expect(await tarjeta.getByRole('heading').first().textContent()).toBe('Mensajes ilimitados a freelancers');
		expect(await tarjeta.getByTestId('plan-messaging-note').textContent()).toMatch(
			/^Los clientes escriben a los freelancers gratis durante 60 días desde que se registran\. Después, cada mensaje cuesta 69 centavos \(DOP\$ 0[.,]69\) del saldo prepagado del chat/,
		);
	});

	it('a message the recipient will never accept says why, without a retry, and the conversation shows the block', async () => {
		const { freelancer, customer } = await customerWroteTo(
			app,
			{ firstName: 'Olga', lastName: 'Cierra' },
			{ firstName: 'Iván', lastName: 'Insiste' },
			'Hola, ¿tienes tiempo esta semana?',
		);

		// Written without a connection, it waits; meanwhile the freelancer blocks the customer. (An open
		// page learns of a block live and hides the composer; a message already on its way does not.)
		const page = await signedInPage(app, customer, `/chat/${freelancer.id}`);
		const input = await visible(page.getByTestId('chat-input'));
		await page.context().setOffline(true);
		await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
		await input.fill('¿Sigues ahí?');
		await input.press('Enter');
		await visible(page.getByTestId('chat-message-waiting'));
		await chatCall(app, freelancer, 'block', { userId: customer.id });
		await page.context().setOffline(false);
		await page.evaluate(() => window.dispatchEvent(new Event('online')));

		const failed = await visible(page.getByTestId('chat-message-failed'));
		expect(await failed.getByTestId('chat-message-failed-reason').textContent()).toBe(
			'This user does not accept your messages.',
		);
		expect(await page.getByTestId('chat-retry').count()).toBe(0);
		expect(await failed.textContent()).not.toContain('try again');
		// The page reads the conversation again and shows why nothing can be sent, instead of the composer.
		const notice = await visible(page.getByTestId('chat-blocked-notice'));
		expect(await notice.textContent()).toBe('This user does not accept your messages.');
		expect(await page.getByTestId('chat-input').count()).toBe(0);
		expect(await page.getByTestId('chat-retry').count()).toBe(0);
	});

	it('the inbox marks blocked conversations on both sides, and shows the date of messages older than today', async () => {
		const blocker = await registerViaApi(app.url, { firstName: 'Berta', lastName: 'Bloquea' });
		await makeFreelancer(app.url, blocker);
		const older = await registerViaApi(app.url, { firstName: 'Omar', lastName: 'Antiguo' });
		await makeFreelancer(app.url, older);
		const customer = await registerViaApi(app.url, { firstName: 'Celia', lastName: 'Cliente' });
		await sendViaApi(app, customer, older, 'Mensaje de hace días');
		await sendViaApi(app, customer, blocker, 'Mensaje de hoy');
		await chatCall(app, blocker, 'block', { userId: customer.id });
		// The older conversation's last message moved to three days ago.
		const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
		const [row] = app.db.select().from(conversations).where(eq(conversations.freelancerId, older.id)).all();
		if (!row) throw new Error('no conversation');
		app.db.update(conversations).set({ lastMessageAt: threeDaysAgo }).where(eq(conversations.id, row.id)).run();
		app.db.update(messages).set({ createdAt: threeDaysAgo }).where(eq(messages.conversationId, row.id)).run();

		const page = await signedInPage(app, customer, '/chat');
		const rows = page.getByTestId('chat-inbox-item');
		await expect.poll(() => rows.count()).toBe(2);
		const blockedRow = rows.filter({ hasText: 'Berta' });
		expect(await blockedRow.getByTestId('chat-inbox-blocked').textContent()).toBe('Blocked');
		expect(await blockedRow.textContent()).toMatch(/\d{1,2}:\d{2}/);
		const olderRow = rows.filter({ hasText: 'Omar' });
		expect(await olderRow.getByTestId('chat-inbox-blocked').count()).toBe(0);
		const date = new Intl.DateTimeFormat('en-US', {
			day: 'numeric',
			month: 'short',
			timeZone: 'America/Santo_Domingo',
		}).format(threeDaysAgo);
		expect(await olderRow.textContent()).toContain(date);
		expect(await olderRow.textContent()).not.toMatch(/\d{1,2}:\d{2}/);
		await fitsItsBox(page.getByTestId('chat-inbox-list'));

		const blockerPage = await signedInPage(app, blocker, '/chat');
		const blockerRow = await visible(blockerPage.getByTestId('chat-inbox-item'));
		expect(await blockerRow.getByTestId('chat-inbox-blocked').textContent()).toBe('Blocked by you');
	});

	it('a conversation stays on screen, its open dialog with it, when reading it again fails', async () => {
		const { freelancer, customer } = await customerWroteTo(
			app,
			{ firstName: 'Rosa', lastName: 'Tenaz' },
			{ firstName: 'Iván', lastName: 'Insiste' },
			'Hola',
		);
		const page = await askToBlock(app, freelancer, customer);
		const confirm = await visible(page.getByTestId('chat-confirm-submit'));

		// From now on every read of the conversation fails, as when the server is busy; the other person
		// blocks, and the live stream has the page read the conversation again (and once more on retry).
		await page.route(/\/api\/trpc\/[^?]*chat\.conversation/, (route) =>
			route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
		);
		let failed = 0;
		page.on('response', (response) => {
			if (response.url().includes('chat.conversation') && response.status() === 503) failed += 1;
		});
		await chatCall(app, customer, 'block', { userId: freelancer.id });
		await expect.poll(() => failed, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
		// The page has handled the failure: two frames drawn since.
		await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
		expect(await page.getByTestId('chat-conversation-error').count()).toBe(0);
		await page.unroute(/\/api\/trpc\/[^?]*chat\.conversation/);
		await confirm.click();
		await visible(notification(page, 'User blocked'));
		await page.context().close();
	});

	it('on a phone a notification leaves the conversation’s bar and its open menu uncovered', async () => {
		const { freelancer, customer } = await customerWroteTo(
			app,
			{ firstName: 'Nora', lastName: 'Avisos' },
			{ firstName: 'Hugo', lastName: 'Molesto' },
			'Hola',
		);
		const page = await signedInPage(app, freelancer, `/chat/${customer.id}`);
		// The menu opens over a notification: 'Logged in' sits just below the bar, where the menu's
		// items open, and covered 'Block user' (pressing it pressed the notification). Waited for
		// first, while it shows for its 4.5 s.
		await visible(notification(page, 'Logged in'));
		const block = await openMenu(page);
		expect(await clickReaches(block)).toBe(true);
		await block.click();
		const bar = page.getByTestId('chat-top-bar');
		await page.getByTestId('chat-confirm-submit').click();
		const toast = notification(page, 'User blocked');
		await visible(toast);
		const [barBox, toastBox] = [await boxOf(bar), await boxOf(toast)];
		// The bar (back, name, menu) stays uncovered: the notification starts below it.
		expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
		expect(toastBox.y + toastBox.height).toBeLessThan(PHONE.height);
		await waitForPath(page, `/chat/${customer.id}`);
	});
});
