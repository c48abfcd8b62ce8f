/** The roles as the session and the staff pages carry them. */
type Role = 'moderator' | 'admin' | null;

export interface OfferedActions {
	warn: boolean;
	suspend: boolean;
	restore: boolean;
	cancelSubscription: boolean;
}

/**
 * Which actions the signed-in staff member is offered on a user: the rules the server enforces
 * (packages/api/src/staff/users/staff-user-actions.ts), so no button leads to a refusal. Nobody acts
 * on themselves; an admin is out of reach; a moderator acts on plain users only; cancelling a
 * subscription at PayPal is for admins.
 */
export function offeredActions(
	me: { id: string; staffRole: Role } | null,
	user: { id: string; staffRole: Role; suspendedAt: string | null },
): OfferedActions {
	const self = me?.id === user.id;
	const reachable = !self && user.staffRole !== 'admin' && (!user.staffRole || me?.staffRole === 'admin');
	return {
		warn: reachable,
		suspend: reachable && !user.suspendedAt,
		restore: reachable && Boolean(user.suspendedAt),
		cancelSubscription: me?.staffRole === 'admin',
	};
}
