import { randomUUID } from 'node:crypto';
import { users } from '@edge/db';
import {
	createPaymentGateway,
	type PaymentGateway,
	type PaypalSimulator,
	SIMULATOR_CLIENT_ID,
	SIMULATOR_CLIENT_SECRET,
} from '@edge/payments';
import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { type ApiUser, notification, registerViaApi, signInWithToken, visible, waitForPath } from './support/journeys';

const PHONE = { width: 390, height: 844 };

/** A tRPC mutation as the browser sends it, with the user's token. */
async function mutate<T>(url: string, user: ApiUser, path: string, input: unknown): Promise<T> {
	const response = await fetch(`${url}/api/trpc/${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
		body: JSON.stringify(input),
	});
	const text = await response.text();
	if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text}`);
	return (JSON.parse(text) as { result: { data: T } }).result.data;
}

/** An ACTIVE subscription bought through the simulator (subscribe, approve at PayPal, confirm). */
async function activeSubscription(app: E2eApp, user: ApiUser, planId: string): Promise<string> {
	const started = await mutate<{ subscriptionId: string; approvalUrl: string }>(app.url, user, 'payments.subscribe', {
		planId,
		operationId: randomUUID(),
	});
	await decideOnApprovalPage(started.approvalUrl, 'approve');
	await mutate(app.url, user, 'payments.confirm', { subscriptionId: started.subscriptionId });
	return started.subscriptionId;
}

describe.skipIf(!chromiumPath)('deleting an account with a paid plan, in the browser', () => {
	let app: E2eApp;
	let simulator: PaypalSimulator;
	let paypal: PaymentGateway;
	beforeAll(async () => {
		app = await startE2eApp();
		if (!app.server.paypalSimulator) throw new Error('the e2e server runs the PayPal simulator');
		simulator = app.server.paypalSimulator;
		paypal = createPaymentGateway({
			mode: 'simulator',
			clientId: SIMULATOR_CLIENT_ID,
			clientSecret: SIMULATOR_CLIENT_SECRET,
			simulatorUrl: simulator.url,
			timeoutMs: 5_000,
		});
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('says subscriptions are cancelled at PayPal; PayPal down: the translated refusal, the password kept; then it works', async () => {
		const user = await registerViaApi(app.url, { firstName: 'Rosa' });
		const subscriptionId = await activeSubscription(app, user, 'search-bar-visibility');
		const context = await app.newContext({ viewport: PHONE });
		const page = await context.newPage();
		await signInWithToken(page, user.token);
		await page.goto('/deleteAccount');
		const form = await visible(page.getByTestId('delete-account-page'));
		await visible(form.getByText('Antes cancelamos en PayPal tus suscripciones activas o en pausa', { exact: false }));

		const password = form.getByLabel(/^Escribe tu contraseña para confirmar/);
		await password.fill(user.password);
		// PayPal answers 500 to the next call, the cancellation; webhooks held back so none takes it.
		await simulator.deliverPendingWebhooks();
		simulator.setWebhookUrl(undefined);
		simulator.failNext('error500');
		await form.getByTestId('delete-account-submit').click();
		const refusal = await visible(form.getByTestId('delete-account-error'));
		expect(await refusal.textContent()).toBe(
			'No pudimos cancelar tus suscripciones en PayPal, así que tu cuenta no se eliminó y no se borró nada. Inténtalo de nuevo en unos minutos; si el problema sigue, escríbenos desde Contáctanos.',
		);
		expect(await password.inputValue()).toBe(user.password);
		expect(new URL(page.url()).pathname).toBe('/deleteAccount');
		expect(app.db.select().from(users).where(eq(users.id, user.id)).get()).toBeDefined();
		expect((await paypal.getSubscription(subscriptionId)).status).toBe('ACTIVE');

		// PayPal is back: the same click deletes the account, after cancelling the subscription.
		simulator.setWebhookUrl(`${app.url}/api/paypal/webhook`);
		await form.getByTestId('delete-account-submit').click();
		await visible(notification(page, 'Tu cuenta fue eliminada'));
		await waitForPath(page, '/');
		expect(app.db.select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
		expect((await paypal.getSubscription(subscriptionId)).status).toBe('CANCELLED');
		await context.close();
	});

	it('says it in English too', async () => {
		const user = await registerViaApi(app.url);
		const context = await app.newContext({ viewport: PHONE });
		await context.addInitScript(() => localStorage.setItem('language', 'en'));
		const page = await context.newPage();
		await signInWithToken(page, user.token);
		await page.goto('/deleteAccount');
		await visible(
			page.getByText('First we cancel your active or paused subscriptions at PayPal, so you are not charged again.', {
				exact: false,
			}),
		);
		await context.close();
	});
});
