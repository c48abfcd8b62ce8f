/**
 * Which tables the pages drawn for visitors show (docs/ssr.md, "Kept pages"). A row written to one
 * of PUBLIC_DATA_TABLES moves public_data_version (triggers in drizzle/0007_public_data_version.sql),
 * so a kept page is drawn again. The others hold what only a signed-in user sees, and are the
 * busiest writes: a chat message or a new session must not make every visitor's page be drawn
 * again. Every table is on one list or the other; public-data.test.ts fails on a new one until it
 * is placed (and, when public, given its triggers by a migration).
 */
export const PUBLIC_DATA_TABLES = [
	'business_categories',
	'job_types',
	'restaurant_types',
	'provinces',
	'municipalities',
	'plans',
	'paypal_plans',
	'users',
	'subscriptions',
	'profiles',
	'profile_hours',
	'profile_features',
	'profile_social_links',
	'profile_verifications',
	'uploads',
	'menus',
	'menu_items',
	'offers',
	'offer_redemptions',
	'highlights',
	'slides',
	'reviews',
	'review_reports',
	'events',
	'event_interests',
	'wall_posts',
	'wall_comments',
	'wall_reactions',
	'wall_reports',
] as const;

export const PRIVATE_TABLES = [
	'sessions',
	'ended_sessions',
	'login_failures',
	'password_reset_tokens',
	'mail_outbox',
	'contact_messages',
	'conversations',
	'messages',
	'chat_offers',
	'chat_ledger',
	'chat_orders',
	'chat_events',
	'chat_blocks',
	'chat_reports',
	'payment_receipts',
	'subscription_audit',
	'first_purchase_discounts',
	'paypal_webhook_events',
	// No drawn page shows the rate: the plans' charges come from paypal_plans, which is public.
	'charge_rates',
	'staff_audit',
	'user_notices',
	'verification_requests',
] as const;
