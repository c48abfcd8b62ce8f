import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import {
	FUNDING,
	PayPalButtons,
	type PayPalButtonsComponentProps,
	PayPalScriptProvider,
	usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';

export interface PaypalCheckoutProps {
	/** payments.subscribe; returns PayPal's subscription id (throws, already shown, on failure). */
	createSubscription: () => Promise<string>;
	onApprove: (subscriptionId: string) => Promise<void>;
	onCancel: (subscriptionId: string | null) => Promise<void>;
	/** The buttons failed without a message of ours yet (PayPal's side). */
	onError: () => void;
	/** The redirect flow, when the buttons cannot load. */
	onRedirect: () => void;
	busy: boolean;
}

/** The wallet button, then the card button ("Debit or Credit Card"), as PayPal stacks them. */
const FUNDING_SOURCES = [FUNDING.PAYPAL, FUNDING.CARD] as const;

/**
 * PayPal's JS SDK buttons for a subscription, the same code in every mode: the script comes from
 * payments.checkoutConfig (PayPal's, or the simulator's stand-in). Loaded only from the pricing page
 * after the buyer confirms (a lazy chunk), never with the first page.
 */
export default function PaypalCheckout(props: PaypalCheckoutProps) {
	const { t } = useTranslation();
	const config = useQuery(trpc.payments.checkoutConfig.queryOptions());

	if (config.isPending) return <Loader size="sm" aria-label={t('payments.page.checkout.loading')} />;
	if (config.isError || !config.data) return <Unavailable onRedirect={props.onRedirect} busy={props.busy} />;
	return (
		<PayPalScriptProvider
			options={{
				clientId: config.data.clientId,
				sdkBaseUrl: config.data.sdkUrl,
				vault: true,
				intent: 'subscription',
				components: 'buttons',
			}}
		>
			<PaypalButtonsStack {...props} />
		</PayPalScriptProvider>
	);
}

function PaypalButtonsStack({
	createSubscription,
	onApprove,
	onCancel,
	onError,
	onRedirect,
	busy,
}: PaypalCheckoutProps) {
	const { t } = useTranslation();
	const [{ isPending, isRejected }] = usePayPalScriptReducer();
	// The id createSubscription got, for onCancel (PayPal's cancel data names the order, not it).
	const created = useRef<string | null>(null);
	// Set when our own createSubscription failed: its message is shown already.
	const failedHere = useRef(false);

	if (isRejected) return <Unavailable onRedirect={onRedirect} busy={busy} />;

	const handlers: Pick<PayPalButtonsComponentProps, 'createSubscription' | 'onApprove' | 'onCancel' | 'onError'> = {
		createSubscription: async () => {
			failedHere.current = false;
			try {
				created.current = await createSubscription();
				return created.current;
			} catch (error) {
				failedHere.current = true;
				throw error;
			}
		},
		onApprove: async (data) => {
			const id = data.subscriptionID ?? created.current;
			if (id) await onApprove(id);
		},
		onCancel: () => {
			void onCancel(created.current);
		},
		onError: () => {
			if (!failedHere.current) onError();
			failedHere.current = false;
		},
	};

	return (
		<Stack gap="xs" data-testid="paypal-checkout">
			<Text fz="sm" c="dimmed">
				{t('payments.page.checkout.choose')}
			</Text>
			{isPending && <Loader size="sm" aria-label={t('payments.page.checkout.loading')} />}
			{FUNDING_SOURCES.map((source) => (
				<PayPalButtons
					key={source}
					fundingSource={source}
					style={{ layout: 'vertical', shape: 'rect', label: 'subscribe' }}
					disabled={busy}
					{...handlers}
				/>
			))}
		</Stack>
	);
}

function Unavailable({ onRedirect, busy }: { onRedirect: () => void; busy: boolean }) {
	const { t } = useTranslation();
	return (
		<Alert color="yellow" icon={<IconAlertCircle aria-hidden />} title={t('payments.page.checkout.unavailable')}>
			<Button variant="light" mt="xs" loading={busy} onClick={onRedirect} data-testid="paypal-redirect">
				{t('payments.page.checkout.redirect')}
			</Button>
		</Alert>
	);
}
