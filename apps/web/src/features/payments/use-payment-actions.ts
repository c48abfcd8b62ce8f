import type { Money } from '@edge/api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { useOperationIds } from './operation-ids';
import type { ManageAction } from './payment-types';
import { refreshPayments } from './refresh-payments';

/** A server refusal carries its own translated text; anything else gets the action's fallback. */
function describeFailure(error: unknown, t: ReturnType<typeof useTranslation>['t'], fallback: string) {
	const hasKey = error instanceof TRPCClientError && typeof error.data?.i18nKey === 'string';
	return hasKey ? translateError(error, t, fallback) : null;
}

/** Sends the browser to PayPal's approval page (or the simulator's). */
function goToApproval(url: string): void {
	window.location.assign(url);
}

/**
 * Subscribe, change of plan, cancel, suspend and resume: one operation id per started action
 * (reused on retry), a notification at the end, and the user's subscriptions read again.
 */
export function usePaymentActions() {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const operations = useOperationIds();
	// Set while the browser leaves for PayPal, so the button keeps spinning until the page goes.
	const [redirecting, setRedirecting] = useState<string | null>(null);

	const subscribe = useMutation(trpc.payments.subscribe.mutationOptions());
	const changePlan = useMutation(trpc.payments.changePlan.mutationOptions());
	const cancel = useMutation(trpc.payments.cancel.mutationOptions());
	const suspend = useMutation(trpc.payments.suspend.mutationOptions());
	const resume = useMutation(trpc.payments.resume.mutationOptions());
	const confirm = useMutation(trpc.payments.confirm.mutationOptions());

	const refresh = () => refreshPayments(queryClient);

	/** The spec's session error, with the server's own reason when it gave one. */
	function subscribeFailed(error: unknown): void {
		// A refusal may mean the price or the user's plans moved meanwhile: show the cards as they are now.
		if (error) void refresh();
		const detail = describeFailure(error, t, 'payments.page.createSessionError');
		const sessionError = t('payments.page.createSessionError');
		if (detail && detail !== sessionError) notify.error(detail, sessionError);
		else notify.error(sessionError);
	}

	/**
	 * The redirect flow: create the subscription, then send the browser to its approval page (used
	 * signed out, to go to /login, and when the PayPal buttons cannot load).
	 */
	async function startSubscription(planId: string, signedIn: boolean, expectedCharge?: Money): Promise<boolean> {
		if (!signedIn) {
			await navigate({ to: '/login', search: { redirect: '/pricingTable' } });
			return false;
		}
		const key = `subscribe:${planId}`;
		try {
			const { approvalUrl } = await subscribe.mutateAsync({
				planId,
				operationId: operations.get(key),
				expectedCharge,
			});
			operations.done(key);
			setRedirecting(key);
			goToApproval(approvalUrl);
			return true;
		} catch (error) {
			subscribeFailed(error);
			return false;
		}
	}

	/**
	 * For the PayPal buttons' createSubscription: creates the subscription (the same operation id
	 * until it succeeds, so a retry or a double click makes one) and returns PayPal's id for it.
	 * A failure is shown here and thrown on, so the buttons stop. `expectedCharge` is what the dialog
	 * said PayPal would charge (amount and currency): the server refuses rather than charge another.
	 */
	async function createSubscription(planId: string, expectedCharge: Money): Promise<string> {
		const key = `subscribe:${planId}`;
		try {
			const { subscriptionId } = await subscribe.mutateAsync({
				planId,
				operationId: operations.get(key),
				expectedCharge,
			});
			operations.done(key);
			return subscriptionId;
		} catch (error) {
			subscribeFailed(error);
			throw error;
		}
	}

	/** The buyer approved in PayPal's window: store it, then say so on /payment-success. */
	async function subscriptionApproved(subscriptionId: string): Promise<void> {
		setRedirecting(`approved:${subscriptionId}`);
		// /payment-success confirms again (and says so when it fails): this one only gets there sooner.
		await confirm.mutateAsync({ subscriptionId }).catch(() => undefined);
		await refresh();
		await navigate({ to: '/payment-success', search: { subscription_id: subscriptionId } });
	}

	/** The buyer cancelled (or closed) PayPal's window: a deliberate cancel, not a failure. */
	async function subscriptionCancelled(subscriptionId: string | null): Promise<void> {
		const query = new URLSearchParams({ cancelled: '1' });
		if (subscriptionId) query.set('subscription_id', subscriptionId);
		await navigate({ href: `/payment-failed?${query}` });
	}

	async function manage(action: ManageAction, subscriptionId: string, planId?: string): Promise<boolean> {
		const key = `${action}:${subscriptionId}`;
		const operationId = operations.get(key);
		try {
			if (action === 'changePlan') {
				if (!planId) return false;
				const { approvalUrl } = await changePlan.mutateAsync({ subscriptionId, planId, operationId });
				operations.done(key);
				notify.success(t('payments.page.success.changePlan'));
				setRedirecting(key);
				goToApproval(approvalUrl);
				return true;
			}
			const mutation = { cancel, suspend, resume }[action];
			await mutation.mutateAsync({ subscriptionId, operationId });
			operations.done(key);
			notify.success(t(`payments.page.success.${action}`));
			await refresh();
			return true;
		} catch (error) {
			notify.error(translateError(error, t), t(`payments.page.failure.${action}`));
			// A refusal may mean our copy was stale (changed in another tab): read it again.
			void refresh();
			return false;
		}
	}

	const pending = {
		subscribe: subscribe.isPending ? subscribe.variables?.planId : undefined,
		changePlan: changePlan.isPending,
		cancel: cancel.isPending,
		suspend: suspend.isPending,
		resume: resume.isPending,
	};

	return {
		startSubscription,
		createSubscription,
		subscribeFailed,
		subscriptionApproved,
		subscriptionCancelled,
		manage,
		pending,
		redirecting,
	};
}
