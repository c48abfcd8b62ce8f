import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { prepareWebTests, renderWithProviders } from '../../test/render-page';
import PaypalCheckout, { type PaypalCheckoutProps } from './paypal-checkout';

/** What the fake PayPal SDK saw and how it behaves: the real script cannot run in happy-dom. */
const sdk = vi.hoisted(() => ({
	options: [] as Record<string, unknown>[],
	state: { isPending: false, isRejected: false, isResolved: true },
	/** What the buyer does in PayPal's window. */
	decision: 'approve' as 'approve' | 'cancel' | 'sdkError',
}));

/** PayPalButtons as the SDK drives it: createSubscription, then onApprove / onCancel, onError on failure. */
vi.mock('@paypal/react-paypal-js', () => ({
	FUNDING: { PAYPAL: 'paypal', CARD: 'card' },
	PayPalScriptProvider: ({ options, children }: { options: Record<string, unknown>; children: ReactNode }) => {
		sdk.options.push(options);
		return children;
	},
	usePayPalScriptReducer: () => [sdk.state],
	PayPalButtons: (props: {
		fundingSource: string;
		createSubscription: (data: unknown, actions: unknown) => Promise<string>;
		onApprove: (data: { subscriptionID?: string }, actions: unknown) => Promise<void>;
		onCancel: (data: unknown) => void;
		onError: (error: unknown) => void;
	}) => (
		<button
			type="button"
			data-testid={`paypal-${props.fundingSource}`}
			onClick={async () => {
				try {
					const id = await props.createSubscription({}, {});
					if (sdk.decision === 'sdkError') throw new Error('PayPal window error');
					if (sdk.decision === 'approve') await props.onApprove({ subscriptionID: id }, {});
					else props.onCancel({ orderID: 'EC-1' });
				} catch (error) {
					props.onError(error);
				}
			}}
		>
			{props.fundingSource}
		</button>
	),
}));

beforeAll(prepareWebTests);
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
	sdk.options.length = 0;
	sdk.state = { isPending: false, isRejected: false, isResolved: true };
	sdk.decision = 'approve';
});

const CONFIG = { clientId: 'edge-simulator', sdkUrl: 'http://127.0.0.1:40123/sdk/js' };

/** payments.checkoutConfig answers `config` (tRPC's batch link shape). */
function stubConfig(config: typeof CONFIG | null) {
	vi.stubGlobal(
		'fetch',
		async () =>
			new Response(JSON.stringify([{ result: { data: config } }]), {
				status: 200,
				headers: { 'content-type': 'application/json' },
			}),
	);
}

function handlers(overrides: Partial<PaypalCheckoutProps> = {}) {
	return {
		createSubscription: vi.fn(async () => 'I-NEW'),
		onApprove: vi.fn(async () => {}),
		onCancel: vi.fn(async () => {}),
		onError: vi.fn(),
		onRedirect: vi.fn(),
		busy: false,
		...overrides,
	};
}

async function renderCheckout(props: PaypalCheckoutProps) {
	renderWithProviders(<PaypalCheckout {...props} />, queryClient);
}

describe('PaypalCheckout (the PayPal JS SDK buttons)', () => {
	it('loads the script named by checkoutConfig for subscriptions, with a wallet and a card button', async () => {
		stubConfig(CONFIG);
		await renderCheckout(handlers());
		await screen.findByTestId('paypal-paypal');
		expect(screen.getByTestId('paypal-card')).toBeTruthy();
		expect(sdk.options.at(-1)).toEqual({
			clientId: 'edge-simulator',
			sdkBaseUrl: 'http://127.0.0.1:40123/sdk/js',
			vault: true,
			intent: 'subscription',
			components: 'buttons',
		});
	});

	it('createSubscription gives PayPal our subscription id; approve and cancel are handed on with it', async () => {
		stubConfig(CONFIG);
		const props = handlers();
		await renderCheckout(props);
		await act(async () => fireEvent.click(await screen.findByTestId('paypal-card')));
		expect(props.createSubscription).toHaveBeenCalledTimes(1);
		expect(props.onApprove).toHaveBeenCalledWith('I-NEW');

		sdk.decision = 'cancel';
		await act(async () => fireEvent.click(screen.getByTestId('paypal-paypal')));
		expect(props.onCancel).toHaveBeenCalledWith('I-NEW');
		expect(props.onError).not.toHaveBeenCalled();
	});

	it("a failed subscribe is reported once (by the action); PayPal's own errors get the session error", async () => {
		stubConfig(CONFIG);
		const props = handlers({ createSubscription: vi.fn(async () => Promise.reject(new Error('503'))) });
		await renderCheckout(props);
		await act(async () => fireEvent.click(await screen.findByTestId('paypal-paypal')));
		expect(props.onError).not.toHaveBeenCalled();
		expect(props.onApprove).not.toHaveBeenCalled();

		cleanup();
		sdk.decision = 'sdkError';
		const other = handlers();
		await renderCheckout(other);
		await act(async () => fireEvent.click(await screen.findByTestId('paypal-paypal')));
		expect(other.onError).toHaveBeenCalledTimes(1);
	});

	it('without a PayPal config, or when the script fails to load, offers the redirect to PayPal', async () => {
		stubConfig(null);
		const props = handlers();
		await renderCheckout(props);
		fireEvent.click(await screen.findByTestId('paypal-redirect'));
		expect(props.onRedirect).toHaveBeenCalledTimes(1);

		cleanup();
		queryClient.clear();
		stubConfig(CONFIG);
		sdk.state = { isPending: false, isRejected: true, isResolved: false };
		await renderCheckout(props);
		await screen.findByTestId('paypal-redirect');
		expect(screen.queryByTestId('paypal-paypal')).toBeNull();
	});
});
