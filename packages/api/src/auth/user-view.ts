import type { UserRow } from '@edge/db';

/** The user as the API shows it; never includes the password hash. */
export interface PublicUser {
	id: string;
	firstName: string;
	lastName: string;
	email: string;
	phone: string;
	dateOfBirth: string;
	userType: UserRow['userType'];
	profileType: UserRow['profileType'];
	referralPoints: number;
	referralLink: string;
	plan: { subscriptionId: string; nextBillingDate: string | null } | null;
	/** Staff level (docs/admin.md): the web app shows the staff link and /admin only when set. */
	staffRole: UserRow['staffRole'];
}

export function referralLink(appUrl: string, referralCode: string): string {
	return `${appUrl.replace(/\/$/, '')}/signup?ref=${encodeURIComponent(referralCode)}`;
}

export function toPublicUser(user: UserRow, appUrl: string): PublicUser {
	return {
		id: user.id,
		firstName: user.firstName,
		lastName: user.lastName,
		email: user.email,
		phone: user.phone,
		dateOfBirth: user.dateOfBirth,
		userType: user.userType,
		profileType: user.profileType,
		referralPoints: user.referralPoints,
		referralLink: referralLink(appUrl, user.referralCode),
		plan: user.planSubscriptionId
			? { subscriptionId: user.planSubscriptionId, nextBillingDate: user.planNextBillingAt?.toISOString() ?? null }
			: null,
		staffRole: user.staffRole ?? null,
	};
}
