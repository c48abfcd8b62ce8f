import { authRouter } from './auth/auth.router';
import { calendarRouter } from './calendar/calendar.router';
import { chatRouter } from './chat/chat.router';
import { contactRouter } from './contact/contact.router';
import { businessRouter } from './directory/business/business.router';
import { professionalRouter } from './directory/professional/professional.router';
import { restaurantRouter } from './directory/restaurant/restaurant.router';
import { reviewsRouter } from './directory/reviews/reviews.router';
import { directoryRouter } from './directory/search/directory.router';
import { mapsRouter } from './maps/maps.router';
import { noticesRouter } from './notices/notices.router';
import { paymentsRouter } from './payments/payments.router';
import { staffRouter } from './staff/staff.router';
import { subscriptionRouter } from './subscription/subscription.router';
import { systemRouter } from './system/system.router';
import { createCallerFactory, router } from './trpc';
import { wallRouter } from './wall/wall.router';

export const appRouter = router({
	auth: authRouter,
	business: businessRouter,
	calendar: calendarRouter,
	chat: chatRouter,
	contact: contactRouter,
	directory: directoryRouter,
	maps: mapsRouter,
	notices: noticesRouter,
	payments: paymentsRouter,
	professional: professionalRouter,
	restaurant: restaurantRouter,
	reviews: reviewsRouter,
	staff: staffRouter,
	subscription: subscriptionRouter,
	system: systemRouter,
	wall: wallRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
