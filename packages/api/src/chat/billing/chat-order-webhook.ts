import { chatOrders } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import { completeOfferOrder } from '../offers/offers-payment';
import { completeTopUpOrder } from './top-up.service';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'appUrl' | 'paypal' | 'logError' | 'chatBus'>;

/** The order a checkout webhook is about: the order itself, or the order a capture belongs to. */
export function chatOrderIdOf(eventType: string, resource: Record<string, unknown>): string | null {
	if (eventType === 'CHECKOUT.ORDER.APPROVED' || eventType === 'CHECKOUT.ORDER.COMPLETED') {
		return typeof resource.id === 'string' ? resource.id : null;
	}
	if (eventType === 'PAYMENT.CAPTURE.COMPLETED') {
		const related = (resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids;
		return typeof related?.order_id === 'string' ? related.order_id : null;
	}
	return null;
}

/**
 * Finishes a chat payment (a balance top-up or an offer) whose buyer approved it at PayPal but never
 * came back to the return page (a closed tab, a lost connection): without this the money would be
 * approved and never captured. Returns false for an order that is not the chat's. The return page
 * and this may both run; each completion is idempotent.
 */
export async function completeChatOrderFromWebhook(deps: Deps, orderId: string): Promise<boolean> {
	const order = deps.db.select().from(chatOrders).where(eq(chatOrders.id, orderId)).get();
	if (!order) return false;
	if (order.status === 'COMPLETED') return true;
	try {
		if (order.purpose === 'topup') await completeTopUpOrder(deps, order);
		else await completeOfferOrder(deps, order);
	} catch (error) {
		// A refusal is final (a second order for an offer paid through another is never captured):
		// the event is done. Anything else (PayPal unreachable) answers an error so PayPal retries.
		if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
	}
	return true;
}
