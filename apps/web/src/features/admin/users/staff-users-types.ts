import type { AppRouter } from '@edge/api/client';
import type { inferRouterOutputs } from '@trpc/server';

/** The shapes of staff.users, as the router returns them (types only). */
type UsersOutputs = inferRouterOutputs<AppRouter>['staff']['users'];
export type FoundUser = UsersOutputs['search']['items'][number];
export type UserDetail = UsersOutputs['get'];
export type StaffSubscription = UserDetail['subscriptions'][number];

/** What the action dialog is about to do: an action on the user, or cancelling one subscription. */
export type UserAction =
	| { kind: 'warn' | 'suspend' | 'restore' }
	| { kind: 'cancelSubscription'; subscription: StaffSubscription };
