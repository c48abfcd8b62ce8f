import { router } from '../trpc';
import { chatBillingRouter } from './billing/billing.router';
import { chatOffersRouter } from './offers/offers.router';

export const chatRouter = router({
	billing: chatBillingRouter,
	offers: chatOffersRouter,
});
