import { createPaymentGateway, type PaymentGateway } from '../gateway/index';
import {
	type PaypalSimulator,
	type PaypalSimulatorOptions,
	SIMULATOR_CLIENT_ID,
	SIMULATOR_CLIENT_SECRET,
	startPaypalSimulator,
} from '../simulator/index';
import { startWebhookReceiver } from './webhook-receiver';

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** A PayPal simulator and a gateway in simulator mode pointed at it, as the gateway tests use them. */
export async function startSimulatorGateway(
	options: PaypalSimulatorOptions & { timeoutMs?: number } = {},
): Promise<{ simulator: PaypalSimulator; gateway: PaymentGateway }> {
	const { timeoutMs = 5_000, ...simulatorOptions } = options;
	const simulator = await startPaypalSimulator(simulatorOptions);
	const gateway = createPaymentGateway({
		mode: 'simulator',
		clientId: simulatorOptions.clientId ?? SIMULATOR_CLIENT_ID,
		clientSecret: simulatorOptions.clientSecret ?? SIMULATOR_CLIENT_SECRET,
		simulatorUrl: simulator.url,
		timeoutMs,
	});
	return { simulator, gateway };
}

/** The same, with a webhook receiver the simulator posts its events to; `stop` stops both. */
export async function startSimulatorGatewayWithWebhooks() {
	const receiver = await startWebhookReceiver();
	const { simulator, gateway } = await startSimulatorGateway({ webhookUrl: receiver.url });
	const stop = async () => {
		await simulator.stop();
		await receiver.stop();
	};
	return { simulator, gateway, receiver, stop };
}
