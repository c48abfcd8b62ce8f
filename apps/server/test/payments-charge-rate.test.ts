import { changeChargeRate } from '@edge/api';
import { mailOutbox, paypalPlans } from '@edge/db';
import type { PaypalSimulator } from '@edge/payments';
import { decideOnApprovalPage } from '@edge/payments/testing/approval';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScratchServer } from '../src/scratch-server';
import { outboxMailer, payingUser, simulatorGateway, waitFor } from './payments-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

let server: TestServer;
let simulator: PaypalSimulator;
beforeAll(async () => {
	server = await startTestServer();
	if (!server.paypalSimulator) throw new Error('no simulator');
	simulator = server.paypalSimulator;
});
afterAll(async () => {
	await server?.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const PLAN = 'freelancer-unlimited-messaging';
const usd = (amount: string) => ({ amount, currency: 'USD' });

/** What `npm run cli -- payments:rate` runs, against the test server's database and simulator. */
function operatorDeps() {
	return {
		db: server.db,
		clock: server.clock,
		paypal: {
			gateway: simulatorGateway(simulator),
			webhookId: '',
		},
		mailer: outboxMailer(server),
	};
}

describe('the currency charged (docs/payments.md, "The currency charged")', () => {
	it('makes every PayPal plan in US dollars at the rate, never in DOP', () => {
		const rows = server.db.select().from(paypalPlans).all();
		expect(rows.length).toBeGreaterThan(0);
		for (const row of rows) expect(row).toMatchObject({ currency: 'USD', rateCents: 5900 });
		// DOP$ 590.00 a year, DOP$ 295.00 the first: US$ 10.00 and US$ 5.00 at DOP$ 59.00.
		expect(rows.find((row) => row.planId === PLAN)).toMatchObject({ chargeCents: 1000, firstChargeCents: 500 });
	});

	it('a rate change reprices from the next cycle, mails the subscriber first, and leaves the paid period', async () => {
		const buyer = await payingUser(server);
		const started = await buyer.subscribe(PLAN);
		const id = started.data?.subscriptionId ?? '';
		await decideOnApprovalPage(started.data?.approvalUrl, 'approve');
		const active = (await buyer.confirm(id)).data;
		expect(active?.lastPayment?.charged).toEqual(usd('5.00'));
		expect(active?.nextCharge?.charge?.charged).toEqual(usd('10.00'));
		// The receipt is mailed once, with what PayPal charged and the DOP$ it stands for.
		await buyer.confirm(id);
		const receipts = () =>
			server.db
				.select()
				.from(mailOutbox)
				.where(eq(mailOutbox.to, buyer.user.email))
				.all()
				.filter((mail) => mail.subject.startsWith('Recibo de tu pago en Edge'));
		expect(receipts()).toHaveLength(1);
		expect(receipts()[0]?.text).toMatch(
			/PayPal te cobró US\$ 5\.00 por Mensajes ilimitados a freelancers el \d+ de \p{L}+ de \d{4} \(cobrado en dólares estadounidenses: DOP\$ 295\.00 a DOP\$ 59\.00 por dólar\)\./u,
		);
		expect(receipts()[0]?.text).toContain('Próximo cobro: US$ 10.00 el');
		expect(receipts()[0]?.text).toContain('PayPal charged you US$ 5.00 for Unlimited messages to freelancers');

		// The operator: DOP$ 50.00 per US$ from now on.
		const change = await changeChargeRate(operatorDeps(), 5000);
		expect(change.fromCents).toBe(5900);
		expect(change.sync.repriced).toContainEqual({ planId: PLAN, currency: 'USD', fromCents: 1000, toCents: 1180 });
		expect(change.sync.created).toEqual([]);
		expect(change.mailed).toBeGreaterThanOrEqual(1);

		// Every page now shows the new charge: the card, the next charge.
		const catalog = await buyer.catalog();
		expect(catalog.data?.plans.find((plan) => plan.id === PLAN)?.charge).toEqual({
			charged: usd('11.80'),
			dop: '590.00',
			rate: '50.00',
		});
		const mine = (await buyer.mine()).data?.subscriptions.find((sub) => sub.subscriptionId === id);
		expect(mine?.nextCharge?.charge).toEqual({ charged: usd('11.80'), dop: '590.00', rate: '50.00' });
		const rate = await call(() => apiClient(server.url).payments.chargeRate.query());
		expect(rate.data).toEqual({ currency: 'USD', rate: '50.00', dopPerUnitCents: 5000 });

		// Told before the charge, in both languages, with the date and both amounts.
		const mail = server.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.user.email)).all().at(-1);
		expect(mail?.subject).toContain('Cambia el monto que PayPal cobra por tu plan');
		expect(mail?.text).toContain('PayPal te cobrará US$ 11.80 por Mensajes ilimitados');
		expect(mail?.text).toContain('en lugar de US$ 10.00: DOP$ 590.00 a DOP$ 50.00 por dólar');
		expect(mail?.text).toContain('PayPal will charge you US$ 11.80');

		// The period already paid is untouched; the renewal is charged at the new price.
		expect((await buyer.receipts()).data?.map((receipt) => receipt.charged)).toEqual([usd('5.00')]);
		const firstDate = Date.parse(active?.nextBillingDate ?? '');
		server.clock.set(new Date(firstDate + DAY_MS));
		await simulator.advanceClock(0);
		await waitFor(async () => (await buyer.receipts()).data?.length === 2);
		expect((await buyer.receipts()).data?.map((receipt) => receipt.charged)).toEqual([usd('11.80'), usd('5.00')]);
		// The renewal's receipt too, by the webhook: US$ 11.80 for DOP$ 590.00 at DOP$ 50.00. (A year on,
		// the outbox has pruned the mails of a year ago.)
		const renewal = await waitFor(async () => receipts().find((mail) => mail.text.includes('US$ 11.80')));
		expect(renewal.text).toContain('DOP$ 590.00 a DOP$ 50.00 por dólar');

		// Run again with the same rate: nothing repriced, nobody mailed twice.
		const again = await changeChargeRate(operatorDeps(), 5000);
		expect(again).toMatchObject({ fromCents: 5000, mailed: 0, sync: { repriced: [], created: [] } });
	});
});

describe('going live (docs/payments.md, "Going live")', () => {
	const sandbox = {
		PAYPAL_MODE: 'sandbox',
		PAYPAL_CLIENT_ID: 'sandbox-client-id',
		PAYPAL_CLIENT_SECRET: 'sandbox-secret',
		PAYPAL_WEBHOOK_ID: 'WH-1',
	};

	it('a sandbox server without a charge rate refuses to start, saying what to run', async () => {
		await expect(startScratchServer({ env: sandbox, chargeRateCents: null })).rejects.toThrow(
			/PAYPAL_MODE=sandbox: no charge rate is set: run `npm run cli -- payments:rate/,
		);
	});

	it('a sandbox server with a rate is ready, and says the currency and rate', async () => {
		const ready = await startScratchServer({ env: sandbox });
		try {
			const answer = (await (await fetch(`${ready.url}/api/ready`)).json()) as {
				checks: { paypal: Record<string, unknown> };
			};
			expect(answer.checks.paypal).toEqual({ ok: true, mode: 'sandbox', currency: 'USD', rate: '59.00' });
		} finally {
			await ready.stop();
		}
	});
});
