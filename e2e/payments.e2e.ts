import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { fillLogin, notification, registerViaApi, signInWithToken, visible, waitForPath } from './support/journeys';

/** The phone-sized screen the pages must work on. */
const PHONE = { width: 390, height: 844 };

/** A phone-sized page in English (the spec's texts), chosen before the app first starts. */
async function englishPage(app: E2eApp): Promise<{ context: BrowserContext; page: Page }> {
	const context = await app.newContext({ viewport: PHONE });
	await context.addInitScript(() => localStorage.setItem('language', 'en'));
	return { context, page: await context.newPage() };
}

/** Signs in and opens the pricing table. */
async function openPricing(page: Page, token: string): Promise<void> {
	await signInWithToken(page, token);
	await page.goto('/pricingTable');
	await visible(page.getByTestId('pricing-page'));
}

/** Subscribe on a plan's card and confirm: PayPal's buttons (the simulator's stand-in) show. */
async function subscribeTo(page: Page, planId: string): Promise<void> {
	const card = await visible(page.getByTestId(`plan-${planId}`));
	await card.getByTestId('subscribe').click();
	await page.getByTestId('confirm-action-submit').click();
	await visible(page.getByTestId('paypal-checkout'));
}

/** The stand-in's button for a funding source: the PayPal wallet or "Debit or Credit Card". */
function payButton(page: Page, funding: 'paypal' | 'card') {
	return page.locator(`[data-paypal-simulator="${funding}"] button`);
}

/**
 * Waits until the buttons have closed their popup. Checking isClosed() and listening happen in the
 * same tick, so a close that came first is not missed.
 */
async function popupClosed(popup: Page): Promise<void> {
	if (!popup.isClosed()) await popup.waitForEvent('close');
}

/** Clicks a PayPal button and returns the simulator's approval page, opened as a popup. */
async function openApproval(page: Page, funding: 'paypal' | 'card', click: 'click' | 'dblclick' = 'click') {
	const opened = page.context().waitForEvent('page');
	await payButton(page, funding)[click]();
	const popup = await opened;
	await visible(popup.getByText('PayPal simulator: no real money moves.', { exact: false }));
	return popup;
}

/** Nothing in `locator` sticks out of its box, and the page does not scroll sideways. */
async function fitsItsBox(page: Page, testId: string): Promise<void> {
	const overflow = await page.getByTestId(testId).evaluate((box) => {
		const right = box.getBoundingClientRect().right;
		const inner = [...box.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right);
		return { beyond: Math.max(0, ...inner) - right, page: document.documentElement.scrollWidth - window.innerWidth };
	});
	expect(overflow.beyond).toBeLessThanOrEqual(0.5);
	expect(overflow.page).toBeLessThanOrEqual(0);
}

/** Two elements on one line: their boxes share a horizontal band. */
async function onOneLine(a: Locator, b: Locator) {
	const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
	if (!boxA || !boxB) throw new Error('not drawn');
	expect(boxB.y).toBeLessThan(boxA.y + boxA.height);
	expect(boxA.y).toBeLessThan(boxB.y + boxB.height);
}

async function restSubscription(url: string, token: string, id: string) {
	const response = await fetch(`${url}/api/v1/payment/subscription/${encodeURIComponent(id)}`, {
		headers: { authorization: `Bearer ${token}` },
	});
	expect(response.status).toBe(200);
	return (await response.json()) as { status: string; isValid: boolean; nextBillingDate: string | null };
}

describe.skipIf(!chromiumPath)('payments through the PayPal simulator', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('subscribes to Business Profile, ACTIVE on /profile; suspend, resume, cancel: valid until nextBillingDate', async () => {
		// A 34-character address: it must fit its card on a 390 px phone.
		const email = `ana.maria.${Date.now().toString(36).slice(-6)}@example-correo.do`.padStart(34, 'x');
		expect(email).toHaveLength(34);
		const user = await registerViaApi(app.url, { email });
		const { context, page } = await englishPage(app);
		await openPricing(page, user.token);
		expect(await page.title()).toBe('Subscriptions · Edge');

		const card = page.getByTestId('plan-business-profile');
		// The 50% first purchase: the amount PayPal will charge, the full price beside it, then later years.
		expect(await card.getByTestId('plan-price').textContent()).toBe('DOP$ 4,800.00');
		expect(await card.getByTestId('plan-regular-price').textContent()).toBe('DOP$ 9,600.00');
		await onOneLine(card.getByTestId('plan-price'), card.getByTestId('plan-regular-price'));
		expect(await card.getByTestId('plan-first-purchase').textContent()).toBe(
			'The first year; then DOP$ 9,600.00 per year',
		);
		expect(await card.getByTestId('plan-monthly').textContent()).toBe('that is DOP$ 800.00 per month');
		// What PayPal charges, in the currency it charges (US dollars at the simulator's DOP$ 59.00).
		expect(await card.getByTestId('plan-charge').textContent()).toBe(
			'US$ 81.36 for the first year, charged by PayPal in US dollars; DOP$ 4,800.00 at DOP$ 59.00 per dollar',
		);
		expect(await card.getByTestId('plan-charge-then').textContent()).toBe('Then US$ 162.71 per year.');
		// The widest amounts fit a 390 px phone too.
		const widest = page.getByTestId('plan-business-multi-profile-premium');
		await onOneLine(widest.getByTestId('plan-price'), widest.getByTestId('plan-regular-price'));
		await fitsItsBox(page, 'pricing-page');

		// The dialog says what PayPal charges now and later, in dollars, with the DOP$ prices at the
		// rate; confirming shows PayPal's buttons, wallet and card, under the charge they approve.
		await card.getByTestId('subscribe').click();
		await visible(
			page.getByText(
				'PayPal will charge you US$ 81.36 for the first year in US dollars (DOP$ 4,800.00 at DOP$ 59.00 per dollar; 50% off your first purchase), then US$ 162.71 per year (DOP$ 9,600.00 at DOP$ 59.00 per dollar)',
				{ exact: false },
			),
		);
		await page.getByTestId('confirm-action-submit').click();
		await visible(page.getByTestId('paypal-checkout'));
		expect(await page.getByTestId('confirm-action-body').textContent()).toBe(
			'At PayPal you approve a charge of US$ 81.36 for the first year in US dollars (DOP$ 4,800.00 at DOP$ 59.00 per dollar). Then US$ 162.71 per year.',
		);
		await visible(payButton(page, 'card'));
		// A double click on one makes one subscription.
		const approval = await openApproval(page, 'paypal', 'dblclick');
		expect(await approval.title()).toBe('PayPal simulator · Checkout');
		await visible(approval.getByText('Paying with: PayPal'));
		// PayPal's page, in the buyer's language, with the plan and the amounts.
		expect(await approval.getByTestId('approval-summary').textContent()).toBe(
			'Subscription to Business Profile (first purchase): you pay USD 81.36 today, then USD 162.71 every year.',
		);
		await approval.getByRole('button', { name: 'Approve / Aprobar' }).click();
		// The popup answers the buttons, which close it and go on to /payment-success.
		await popupClosed(approval);
		await waitForPath(page, '/payment-success');
		await visible(page.getByText('payment made successfully'));
		expect(await page.getByTestId('payment-plan').textContent()).toBe('Plan: Business Profile');
		expect(await page.getByTestId('payment-amount').textContent()).toMatch(/^You paid US\$ 81\.36 on /);
		expect(await page.getByTestId('payment-next-charge').textContent()).toMatch(
			/^Next charge: US\$ 162\.71 on .+ \(DOP\$ 9,600\.00 at DOP\$ 59\.00 per dollar\)\.$/,
		);
		const subscriptionId = new URL(page.url()).searchParams.get('subscription_id') ?? '';
		expect(subscriptionId).not.toBe('');

		const active = await restSubscription(app.url, user.token, subscriptionId);
		expect({ status: active.status, isValid: active.isValid }).toEqual({ status: 'ACTIVE', isValid: true });
		expect(active.nextBillingDate).not.toBeNull();

		await page.goto('/profile');
		const row = await visible(page.getByTestId('subscription-business-profile'));
		await visible(row.getByTestId('subscription-status').filter({ hasText: 'ACTIVE' }));
		expect(await row.getByTestId('subscription-date').textContent()).toMatch(
			/^Next charge: US\$ 162\.71 on .+ \(DOP\$ 9,600\.00 at DOP\$ 59\.00 per dollar\)$/,
		);
		// The plan card above tells the same story, in the same words.
		const planCard = page.getByTestId('plan-card');
		await visible(planCard.getByTestId('subscription-status').filter({ hasText: 'ACTIVE' }));
		expect(await planCard.getByTestId('subscription-date').textContent()).toBe(
			await row.getByTestId('subscription-date').textContent(),
		);
		expect(await page.title()).toBe('My profile · Edge');
		// At 390 px the 34-character address and the receipts stay inside their cards.
		await visible(page.getByText(email));
		await fitsItsBox(page, 'profile-page');
		expect(await page.getByTestId('profile-subscriptions').getByTestId('subscription-status').count()).toBe(1);
		// The receipt of the first purchase: half the yearly price, as PayPal charged it (in dollars).
		const receipt = await visible(page.getByTestId('profile-receipts').getByTestId('receipt'));
		expect(await receipt.count()).toBe(1);
		expect(await receipt.textContent()).toContain('Business ProfileUS$ 81.36');

		// Suspend, then resume: each asks first and says how it went.
		await row.getByTestId('action-suspend').click();
		await visible(page.getByText('Suspend Business Profile?'));
		await page.getByTestId('confirm-action-submit').click();
		await visible(notification(page, 'Your subscription was suspended.'));
		await visible(row.getByTestId('subscription-status').filter({ hasText: 'SUSPENDED' }));
		expect(await row.getByTestId('subscription-date').textContent()).toMatch(
			/^No charges while suspended\. Valid until /,
		);
		await visible(planCard.getByTestId('subscription-status').filter({ hasText: 'SUSPENDED' }));
		expect(await row.getByTestId('action-suspend').count()).toBe(0);
		await row.getByTestId('action-resume').click();
		await page.getByTestId('confirm-action-submit').click();
		await visible(notification(page, 'Your subscription was resumed.'));
		await visible(row.getByTestId('subscription-status').filter({ hasText: 'ACTIVE' }));

		await row.getByTestId('action-cancel').click();
		await visible(page.getByText('Cancel Business Profile?'));
		await page.getByTestId('confirm-action-submit').click();
		await visible(notification(page, 'Your subscription was cancelled.'));
		await visible(row.getByTestId('subscription-status').filter({ hasText: 'CANCELLED' }));
		expect(await row.getByTestId('subscription-date').textContent()).toMatch(/^No further charges\. Valid until /);
		// The plan card no longer promises a next charge: it reads CANCELLED and valid until, as the list does.
		await visible(planCard.getByTestId('subscription-status').filter({ hasText: 'CANCELLED' }));
		expect(await planCard.getByTestId('subscription-date').textContent()).toBe(
			await row.getByTestId('subscription-date').textContent(),
		);
		expect(await planCard.textContent()).not.toContain('Next charge');
		await fitsItsBox(page, 'profile-receipts');
		// Nothing else to do with a cancelled subscription: no action buttons are left.
		expect(await row.getByTestId('action-cancel').count()).toBe(0);

		const cancelled = await restSubscription(app.url, user.token, subscriptionId);
		expect(cancelled.status).toBe('CANCELED');
		expect(cancelled.isValid).toBe(true);
		expect(cancelled.nextBillingDate).toBe(active.nextBillingDate);
		expect(new Date(cancelled.nextBillingDate ?? 0).getTime()).toBeGreaterThan(Date.now());
		await context.close();
	});

	it('signed out, subscribe goes to login and back; a cancelled approval lands on /payment-failed', async () => {
		const user = await registerViaApi(app.url);
		const { context, page } = await englishPage(app);
		await page.goto('/pricingTable');
		const card = await visible(page.getByTestId('plan-search-bar-visibility'));
		// A visitor who has not bought yet sees the first-purchase amount, the full price beside it.
		expect(await card.getByTestId('plan-price').textContent()).toBe('DOP$ 2,250.00');
		expect(await card.getByTestId('plan-regular-price').textContent()).toBe('DOP$ 4,500.00');
		expect(await card.getByTestId('plan-first-purchase').textContent()).toBe(
			'The first 4 months; then DOP$ 4,500.00 every 4 months',
		);
		expect(await card.getByTestId('plan-charge').textContent()).toBe(
			'US$ 38.14 for the first 4 months, charged by PayPal in US dollars; DOP$ 2,250.00 at DOP$ 59.00 per dollar',
		);
		await card.getByTestId('subscribe').click();
		await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/pricingTable');
		await fillLogin(page, user.email, user.password);
		await waitForPath(page, '/pricingTable');

		await subscribeTo(page, 'search-bar-visibility');
		const approval = await openApproval(page, 'paypal');
		await approval.getByRole('button', { name: 'Cancel / Cancelar' }).click();
		await waitForPath(page, '/payment-failed');
		expect(new URL(page.url()).searchParams.get('subscription_id')).toMatch(/^I-/);
		// A deliberate cancel is said to be one, not a network problem.
		await visible(page.getByTestId('payment-cancelled'));
		await visible(page.getByText('You cancelled the payment at PayPal. Nothing was charged', { exact: false }));
		expect(await page.getByText('check your network connection', { exact: false }).count()).toBe(0);
		expect(await page.title()).toBe('Payment cancelled · Edge');
		// The cancelled approval did not use up the 50%: after a reload, every card still offers it.
		await page.goto('/pricingTable');
		await page.reload();
		for (const [planId, amount, charged] of [
			['search-bar-visibility', 'DOP$ 2,250.00', 'US$ 38.14'],
			['business-profile', 'DOP$ 4,800.00', 'US$ 81.36'],
		] as const) {
			const offer = await visible(page.getByTestId(`plan-${planId}`));
			await visible(offer.getByTestId('plan-price').filter({ hasText: amount }));
			await visible(offer.getByTestId('plan-charge').filter({ hasText: charged }));
		}
		// The cancelled approval is no state of the plan: its card offers Subscribe, with no PENDING badge,
		// and /profile does not list it.
		const searchCard = page.getByTestId('plan-search-bar-visibility');
		await visible(searchCard.getByTestId('subscribe'));
		expect(await searchCard.getByTestId('subscription-status').count()).toBe(0);
		expect(await searchCard.textContent()).not.toContain('APPROVAL PENDING');
		await page.goto('/profile');
		await visible(page.getByTestId('profile-subscriptions').getByText('You have no subscriptions yet.'));
		await context.close();
	});

	it("a failure that is not a cancel shows the spec's failure texts", async () => {
		const user = await registerViaApi(app.url);
		const { context, page } = await englishPage(app);
		await signInWithToken(page, user.token);
		await page.goto('/payment-failed');
		await visible(
			page.getByText(
				'The payment was not successful for some reason; check your network connection and try again later',
			),
		);
		await visible(page.getByText('Payment was not successfull... check your network connection'));
		expect(await page.title()).toBe('Payment failed · Edge');
		await page.getByTestId('go-home').click();
		await waitForPath(page, '/');
		await context.close();
	});

	it('changes an active plan to another through PayPal approval', async () => {
		const user = await registerViaApi(app.url);
		const { context, page } = await englishPage(app);
		await openPricing(page, user.token);
		// With popups blocked, the approval page opens in the same window and returns to the app.
		await page.evaluate(() => {
			window.open = () => null;
		});
		await subscribeTo(page, 'premium-restaurant');
		await payButton(page, 'paypal').click();
		await page.waitForURL((url) => url.pathname.startsWith('/simulator/'), { timeout: 15_000 });
		await page.getByRole('button', { name: 'Approve / Aprobar' }).click();
		await visible(page.getByText('payment made successfully'));

		await page.goto('/pricingTable');
		const card = await visible(page.getByTestId('plan-premium-restaurant'));
		await visible(card.getByTestId('subscription-status').filter({ hasText: 'ACTIVE' }));
		// The plan held is not offered for sale again, and no other business plan is offered beside it.
		expect(await card.getByTestId('subscribe').count()).toBe(0);
		const other = page.getByTestId('plan-business-multi-profile-premium');
		expect(await other.getByTestId('subscribe').count()).toBe(0);
		await visible(other.getByTestId('switch-to-plan'));
		// Add-ons stack: they can still be bought.
		await visible(page.getByTestId('plan-search-bar-visibility').getByTestId('subscribe'));

		await card.getByTestId('action-changePlan').click();
		await visible(page.getByText('Change Premium Restaurant to another plan?'));
		await visible(page.getByText('Nothing is charged today.', { exact: false }));
		await page.getByLabel('New plan').first().click();
		await page.getByRole('option', { name: 'Business Profile', exact: true }).click();
		expect(await page.getByTestId('change-plan-details').textContent()).toMatch(
			/^You keep Premium Restaurant and its features until .+\. From that day you have Business Profile and PayPal will charge you US\$ 162\.71 per year in US dollars \(DOP\$ 9,600\.00 at DOP\$ 59\.00 per dollar\)\.$/,
		);
		await page.getByTestId('confirm-action-submit').click();
		await page.waitForURL((url) => url.pathname !== '/pricingTable', { timeout: 15_000 });
		await page.getByRole('button', { name: 'Approve / Aprobar' }).click();
		await waitForPath(page, '/payment-success');
		// A scheduled change, not a payment: so titled, nothing charged today.
		await visible(page.getByRole('heading', { name: 'Plan change scheduled' }));
		expect(await page.getByText('payment made successfully').count()).toBe(0);
		expect(await page.title()).toBe('Plan change scheduled · Edge');
		await visible(page.getByText('Your change to Business Profile is scheduled for', { exact: false }));
		expect(await page.getByTestId('payment-next-charge').textContent()).toMatch(/^Next charge: US\$ 162\.71 on /);

		// Until then the plan paid for is still Premium Restaurant; Business Profile's card says when it
		// comes, and offers no second purchase of it (its dialog would promise the full price, then a 409).
		await page.goto('/pricingTable');
		await visible(card.getByTestId('subscription-scheduled'));
		const coming = page.getByTestId('plan-business-profile');
		expect(await (await visible(coming.getByTestId('plan-scheduled-here'))).textContent()).toMatch(
			/^Change scheduled: this becomes your plan on .+, with no charges until then\. To keep Premium Restaurant, use "Change plan" on its card\.$/,
		);
		expect(await coming.getByTestId('subscribe').count()).toBe(0);
		expect(await coming.getByTestId('switch-to-plan').count()).toBe(0);
		// The way back stays on the current plan's card.
		await visible(card.getByTestId('action-changePlan'));
		await context.close();
	});

	it("PayPal failing on subscribe: the spec's session error, and a retry of the same action goes through", async () => {
		const user = await registerViaApi(app.url);
		const { context, page } = await englishPage(app);
		await openPricing(page, user.token);
		const simulator = app.server.paypalSimulator;
		if (!simulator) throw new Error('the e2e server runs the PayPal simulator');
		await simulator.deliverPendingWebhooks();
		simulator.failNext('error500');

		// Through the card button ("Debit or Credit Card").
		await subscribeTo(page, 'freelancer-unlimited-messaging');
		const opened = page.context().waitForEvent('page');
		await payButton(page, 'card').click();
		const failed = await opened;
		const failure = await visible(notification(page, 'An error occured while creating payment session'));
		expect(await failure.textContent()).toContain('PayPal is not answering right now.');
		// The stand-in closed its popup; the buttons stay: paying again retries the same operation.
		await popupClosed(failed);
		const approval = await openApproval(page, 'card');
		await visible(approval.getByText('Paying with: Debit or Credit Card', { exact: false }));
		await approval.getByRole('button', { name: 'Approve / Aprobar' }).click();
		await visible(page.getByText('payment made successfully'));
		await page.goto('/profile');
		await visible(page.getByTestId('subscription-freelancer-unlimited-messaging'));
		expect(await page.getByTestId('profile-subscriptions').getByTestId('subscription-status').count()).toBe(1);
		await context.close();
	});
});
