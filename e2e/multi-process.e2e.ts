import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from './support/app';
import { fillLogin, notification, registerViaApi, uniqueEmail, visible, waitForPath } from './support/journeys';
import { makeFreelancer } from './support/seed-via-api';
import { startTwoProcesses, type TwoProcesses } from './support/two-processes';

/**
 * Two server processes on one database and one Redis (issue 24), each browser talking only to its
 * own process: what one process does, the other's users see at once; the login lock and the limits
 * hold across both; a session ended on one is ended on the other.
 */

const messageBodies = (page: Page) => page.getByTestId('chat-message-body').allTextContents();

describe.skipIf(!chromiumPath)('two server processes sharing Redis', () => {
	let two: TwoProcesses;
	beforeAll(async () => {
		two = await startTwoProcesses();
	});
	afterAll(async () => {
		await two?.stop();
	});

	it('a message sent by a browser on process A appears at once in a browser held by process B, and back', async () => {
		const freelancer = await registerViaApi(two.a.url, { firstName: 'Carla', lastName: 'Remota' });
		await makeFreelancer(two.a.url, freelancer);
		const customer = await registerViaApi(two.a.url, { firstName: 'Luis', lastName: 'Local' });

		// The customer, on A, opens the conversation with the first message.
		const customerPage = await two.a.signedInPage(customer, `/chat/${freelancer.id}`);
		await visible(customerPage.getByTestId('chat-conversation'));
		const input = customerPage.getByTestId('chat-input');
		await input.fill('Hello from process A');
		await input.press('Enter');
		await expect.poll(() => messageBodies(customerPage)).toEqual(['Hello from process A']);

		// The freelancer, on B, has it open; B's stream listens on the freelancer's Redis channel.
		const freelancerPage = await two.b.signedInPage(freelancer, `/chat/${customer.id}`);
		await expect.poll(() => messageBodies(freelancerPage)).toEqual(['Hello from process A']);
		await expect.poll(() => two.listenersOf(freelancer.id)).toBe(1);
		// Marks this page: if it were reloaded to show the next message, the mark would be gone.
		await freelancerPage.evaluate(() => Object.assign(window, { keptPage: true }));

		await input.fill('Are you there?');
		await input.press('Enter');
		await expect
			.poll(() => messageBodies(freelancerPage), { timeout: 5_000 })
			.toEqual(['Hello from process A', 'Are you there?']);
		expect(await freelancerPage.evaluate(() => 'keptPage' in window)).toBe(true);

		// And back: the reply written on B reaches the customer's page on A.
		const reply = freelancerPage.getByTestId('chat-input');
		await reply.fill('Yes, from process B');
		await reply.press('Enter');
		await expect
			.poll(() => messageBodies(customerPage), { timeout: 5_000 })
			.toEqual(['Hello from process A', 'Are you there?', 'Yes, from process B']);
	});

	it('a logout on A is seen by the next request on B with the same session', async () => {
		const user = await registerViaApi(two.a.url, { firstName: 'Sara', lastName: 'Sesión' });
		const page = await two.a.signedInPage(user, '/aboutUs');
		const session = (await page.context().cookies()).find((cookie) => cookie.name === 'edge_session');
		expect(session).toBeDefined();
		const token = await page.evaluate(() => localStorage.getItem('jwt'));
		const meOnB = async () => {
			const [byCookie, byToken] = await Promise.all([
				fetch(`${two.b.url}/api/v1/auth/me`, { headers: { cookie: `edge_session=${session?.value}` } }),
				fetch(`${two.b.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } }),
			]);
			return [byCookie.status, byToken.status];
		};
		// B knows the session (and has it in its session cache now).
		expect(await meOnB()).toEqual([200, 200]);

		await page.getByTestId('logout-button').click();
		await page.getByTestId('confirm-logout').click();
		await visible(notification(page, 'You have logged out successfully'));
		// The very next request on B is anonymous.
		expect(await meOnB()).toEqual([401, 401]);
	});

	it('the per-client limit counted in Redis holds across both: requests on A use up what B allows', async () => {
		// passwordReset:ip allows 10 an hour from one address: 9 by script and one by the page, on A.
		for (let index = 0; index < 9; index++) {
			const response = await fetch(`${two.a.url}/api/trpc/auth.requestPasswordReset`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ email: uniqueEmail('reset') }),
			});
			expect(response.status).toBe(200);
		}
		const forgot = async (on: TwoProcesses['a']) => {
			const context = await on.newContext();
			await context.addInitScript(() => localStorage.setItem('language', 'en'));
			const page = await context.newPage();
			await page.goto('/forget-password');
			await page.getByRole('textbox', { name: /Email/ }).fill(uniqueEmail('reset'));
			await page.getByRole('button', { name: 'Send link' }).click();
			return page;
		};
		await visible((await forgot(two.a)).getByTestId('forgot-sent'));

		// B counts in the same place: the eleventh is refused there, with the translated reason.
		const onB = await forgot(two.b);
		await visible(notification(onB, /^Too many requests\. Try again in \d+ (minutes?|hours?)\.$/));
		expect(await onB.getByTestId('forgot-sent').count()).toBe(0);
	});

	// Last: it locks 127.0.0.1 out of logging in for 15 minutes on this database.
	it('the login lock holds across both: failed logins on A, then B refuses the account and the client', async () => {
		const user = await registerViaApi(two.a.url, { firstName: 'Bea', lastName: 'Bloqueada' });
		const other = await registerViaApi(two.a.url, { firstName: 'Otro', lastName: 'Cliente' });
		const loginPage = async (on: TwoProcesses['a']) => {
			const context = await on.newContext();
			await context.addInitScript(() => localStorage.setItem('language', 'en'));
			const page = await context.newPage();
			await page.goto('/login');
			return page;
		};
		const attempt = async (page: Page, email: string, password: string) => {
			const answered = page.waitForResponse((response) => response.url().includes('/api/trpc/auth.login'));
			await fillLogin(page, email, password);
			await answered;
			return (await visible(page.getByTestId('login-error'))).textContent();
		};

		const onA = await loginPage(two.a);
		for (let index = 0; index < 10; index++) {
			expect(await attempt(onA, user.email, 'Wrong12345')).toBe('Login failed. Please try again.');
		}
		const onB = await loginPage(two.b);
		// 15 minutes from the first failure, counted down while the test runs.
		const locked = /^Too many attempts\. Try again in \d+ minutes?\.$/;
		// The account: even its right password is refused on B.
		expect(await attempt(onB, user.email, user.password)).toMatch(locked);
		// The client address: another account from the same address is refused too.
		expect(await attempt(onB, other.email, other.password)).toMatch(locked);
		await waitForPath(onB, '/login');
	});
});
