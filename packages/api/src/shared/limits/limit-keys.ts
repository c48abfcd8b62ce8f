import type { ApiContext } from '../../context';
import type { LimitCheck } from './limits';

/** Actions limited both per account and per client address (limit-table.ts). */
type SharedAction = 'contact' | 'review' | 'report';

/**
 * The checks of an action counted per signed-in account and per client address: the account's
 * first, so a user over their own limit does not spend their address's allowance (limits.ts gives
 * back what a refused request counted anyway).
 */
export function byAddressAndAccount(action: SharedAction, ctx: Pick<ApiContext, 'user' | 'ip'>): LimitCheck[] {
	const address: LimitCheck = { name: `${action}:ip`, key: ctx.ip };
	return ctx.user ? [{ name: `${action}:account`, key: ctx.user.id }, address] : [address];
}
