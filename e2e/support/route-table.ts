/**
 * The spec's route table (product-spec.md, "Routes"), as the browser suites visit it. Parameterized
 * routes take the id to open (a post, the other person of a chat).
 */
export function publicRoutes(postId: number | string): string[] {
	return [
		'/',
		'/businessProfile',
		'/businessWall',
		`/businessWall/${postId}`,
		'/categories',
		'/categories/restaurants-and-food',
		'/restaurant-profile',
		'/professionalProfile',
		'/pricingTable',
		'/aboutUs',
		'/deleteAccount',
		'/privacyPolicy',
		'/contactUs',
		'/manageProfessional',
		'/UpcomingEvents',
		'/restaurants',
		'/employees',
		'/employeeProfile',
		'/calendar',
		'/user-profiles/all',
	];
}

/** Guest-only pages: a signed-in visitor is sent away from them, so they are visited signed out. */
export const GUEST_ROUTES = [
	'/login',
	'/signup',
	'/Register?kind=customer',
	'/forget-password',
	'/reset-password?token=abc',
];

export function loginRequiredRoutes(chatWith: string): string[] {
	return [
		'/eventsBusiness',
		'/foodDrictory',
		'/edgeBusinessesPage',
		'/profile',
		'/payment-success',
		'/payment-failed',
		'/createHighlight',
		'/createSlide',
		'/createEvent',
		'/chat',
		`/chat/${chatWith}`,
	];
}
