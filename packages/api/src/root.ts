import { authRouter } from './auth/auth.router';
import { contactRouter } from './contact/contact.router';
import { paymentsRouter } from './payments/payments.router';
import { subscriptionRouter } from './subscription/subscription.router';
import { systemRouter } from './system/system.router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
	auth: authRouter,
	contact: contactRouter,
	payments: paymentsRouter,
	subscription: subscriptionRouter,
	system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
