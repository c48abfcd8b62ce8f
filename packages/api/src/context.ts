import type { Auth } from '@edge/auth';
import type { Db, SessionEndSignal, UserRow } from '@edge/db';
import type { Language } from '@edge/i18n';
import type { ChatBus } from './chat/chat-bus';
import type { Mailer } from './mail/mailer';
import type { PaypalDeps } from './payments/paypal-deps';
import type { CacheInvalidation } from './shared/cache-invalidation';
import type { Clock } from './shared/clock';
import type { Limits } from './shared/limits/limits';

export interface MapDeps {
	tileUrl: string;
	attribution: string;
	/** OSRM-compatible base URL (…/route/v1/driving/…), or null to estimate from distance. */
	routingUrl: string | null;
}

/** What the server builds once at start and hands to every request. */
export interface ApiDeps {
	db: Db;
	auth: Auth;
	mailer: Mailer;
	clock: Clock;
	/** Public origin of the app, used in e-mailed links (reset password, referral links). */
	appUrl: string;
	/** Where contact-us messages are delivered. */
	contactEmail: string;
	/** PayPal (gateway and webhook id); absent where payments are not set up, and payments answer 503. */
	paypal?: PaypalDeps;
	/** Folder of uploaded images (DATA_DIR/uploads); each upload is a folder of its own in it. */
	uploadsDir: string;
	/** Map tiles for the browser and the routing service for travel times (docs/directory.md). */
	maps: MapDeps;
	/** Publishes stored chat events to the open chat streams (chat/chat-bus.ts). */
	chatBus: ChatBus;
	/** Limits on costly or abusable actions and on open streams (shared/limits, docs/api.md "Limits"). */
	limits: Limits;
	/**
	 * Tells every process that a session, a user or the public data changed, so caches kept in
	 * memory drop it (shared/cache-invalidation.ts, docs/scaling.md "Cache invalidation").
	 */
	invalidation: CacheInvalidation;
	/** Called for errors the client only sees as a generic message. */
	logError: (error: unknown, context: Record<string, unknown>) => void;
}

export interface RequestInfo {
	user: UserRow | null;
	/** The session token the request authenticated with, if any. */
	sessionToken: string | null;
	/** The request carried a token that no longer works, and why (auth/request-session.ts); else absent. */
	sessionEnded?: SessionEndSignal | null;
	ip: string;
	language: Language;
	/** Response headers the procedure may add to (Set-Cookie on login and logout). */
	resHeaders: Headers;
}

export type ApiContext = ApiDeps & RequestInfo;
