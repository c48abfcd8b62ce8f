import type { BrowserContext, Page } from 'playwright-core';
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
		const user = await registerViaApi(app.url);
		const { context, page } = await englishPage(app);
		await openPricing(page, user.token);
		expect(await page.title()).toBe('Subscriptions · Edge');

		const card = page.getByTestId('plan-business-profile');
		expect(await card.getByTestId('plan-price').textContent()).toBe('DOP$ 9,600.00 per year');
		expect(await card.getByTestId('plan-monthly').textContent()).toBe('that is DOP$ 800.00 per month');
		// The 50% first purchase, with the real amount, before paying.
		expect(await card.getByTestId('plan-first-purchase').textContent()).toBe(
			'First purchase 50% off: DOP$ 4,800.00 for the first period',
		);

		// Confirming shows PayPal's buttons, wallet and card; a double click on one makes one subscription.
		await subscribeTo(page, 'business-profile');
		await visible(payButton(page, 'card'));
		const approval = await openApproval(page, 'paypal', 'dblclick');
		expect(await approval.title()).toBe('PayPal simulator · Checkout');
		await visible(approval.getByText('Paying with: PayPal'));
		await approval.getByRole('button', { name: 'Approve / Aprobar' }).click();
		// The popup answers the buttons, which close it and go on to /payment-success.
		await popupClosed(approval);
		await waitForPath(page, '/payment-success');
		await visible(page.getByText('payment made successfully'));
		expect(await page.getByTestId('payment-plan').textContent()).toBe('Plan: Business Profile');
		const subscriptionId = new URL(page.url()).searchParams.get('subscription_id') ?? '';
		expect(subscriptionId).not.toBe('');

		const active = await restSubscription(app.url, user.token, subscriptionId);
		expect({ status: active.status, isValid: active.isValid }).toEqual({ status: 'ACTIVE', isValid: true });
		expect(active.nextBillingDate).not.toBeNull();

		await page.goto('/profile');
		const row = await visible(page.getByTestId('subscription-business-profile'));
		await visible(row.getByTestId('subscription-status').filter({ hasText: 'ACTIVE' }));
		expect(await row.getByTestId('subscription-validity').textContent()).toBe('Valid');
		expect(await page.title()).toBe('My profile · Edge');
		expect(await page.getByTestId('profile-subscriptions').getByTestId('subscription-status').count()).toBe(1);
		// The receipt of the first purchase: half the yearly price.
		const receipt = await visible(page.getByTestId('profile-receipts').getByTestId('receipt'));
		expect(await receipt.count()).toBe(1);
		expect(await receipt.textContent()).toContain('Business ProfileDOP$ 4,800.00');

		// Suspend, then resume: each asks first and says how it went.
		await row.getByTestId('action-suspend').click();
		await visible(page.getByText('Suspend Business Profile?'));
		await page.getByTestId('confirm-action-submit').click();
		await visible(notification(page, 'Your subscription was suspended.'));
		await visible(row.getByTestId('subscription-status').filter({ hasText: 'SUSPENDED' }));
		expect(await row.getByTestId('subscription-validity').textContent()).toBe('Valid');
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
		expect(await row.getByTestId('subscription-validity').textContent()).toBe('Valid');
		expect(await row.getByTestId('subscription-date').textContent()).toMatch(/^Valid until /);
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
		expect(await card.getByTestId('plan-price').textContent()).toBe('DOP$ 4,500.00 every 4 months');
		await card.getByTestId('subscribe').click();
		await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/pricingTable');
		await fillLogin(page, user.email, user.password);
		await waitForPath(page, '/pricingTable');

		await subscribeTo(page, 'search-bar-visibility');
		const approval = await openApproval(page, 'paypal');
		await approval.getByRole('button', { name: 'Cancel / Cancelar' }).click();
		await waitForPath(page, '/payment-failed');
		expect(new URL(page.url()).searchParams.get('subscription_id')).toMatch(/^I-/);
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
		// The plan held is not offered for sale again.
		expect(await card.getByTestId('subscribe').count()).toBe(0);
		await card.getByTestId('action-changePlan').click();
		await visible(page.getByText('Change Premium Restaurant to another plan?'));
		await page.getByLabel('New plan').first().click();
		await page.getByRole('option', { name: 'Business Profile', exact: true }).click();
		await page.getByTestId('confirm-action-submit').click();
		await page.waitForURL((url) => url.pathname !== '/pricingTable', { timeout: 15_000 });
		await page.getByRole('button', { name: 'Approve / Aprobar' }).click();
		await waitForPath(page, '/payment-success');
		await visible(page.getByText('payment made successfully'));
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
