/**
 * Service tests on a migrated database, without HTTP (issue 36, point 2): the request context the
 * server builds, made here over a test database, and the app's router called through tRPC's
 * `createCaller`, so a rule is tested where it lives and in milliseconds. apps/server/test keeps what
 * is about HTTP (headers, cookies, status codes, streams).
 */

import { createAuth } from '@edge/auth';
import type { UserRow } from '@edge/db';
import type { TestDb } from '@edge/db/testing';
import { createInProcessChatBus } from '../chat/chat-bus';
import type { ApiContext } from '../context';
import { createMailer } from '../mail/mailer';
import { createCaller } from '../root';
import { createLocalInvalidation } from '../shared/cache-invalidation';
import type { Clock } from '../shared/clock';
import { createLimits } from '../shared/limits/limits';

export interface ServiceCallerOptions {
	user?: UserRow | null;
	language?: ApiContext['language'];
	clock?: Clock;
	/** Anything else of the context (a PayPal gateway, a routing URL…). */
	deps?: Partial<ApiContext>;
}

/** The context of one request by `user` (a visitor without one), with the server's real parts. */
export function serviceContext(testDb: TestDb, options: ServiceCallerOptions = {}): ApiContext {
	const clock = options.clock ?? { now: () => new Date() };
	return {
		db: testDb.db,
		auth: createAuth({ db: testDb.db, secureCookies: false }),
		// The local outbox: a test reads the mails from mail_outbox, as an operator would.
		mailer: createMailer({
			db: testDb.db,
			clock,
			from: 'Edge <no-reply@edge.do>',
			smtp: null,
			log: () => {},
			logLocalText: false,
		}),
		clock,
		appUrl: 'http://localhost:3000',
		contactEmail: 'hola@edge.do',
		uploadsDir: testDb.dir,
		maps: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: 'OSM', routingUrl: null },
		chatBus: createInProcessChatBus(),
		limits: createLimits(),
		invalidation: createLocalInvalidation(),
		logError: () => {},
		user: options.user ?? null,
		sessionToken: null,
		ip: '127.0.0.1',
		language: options.language ?? 'es',
		resHeaders: new Headers(),
		...options.deps,
	};
}

/** The app's router, called as `user` would call it over HTTP. */
export function serviceCaller(testDb: TestDb, options: ServiceCallerOptions = {}) {
	return createCaller(serviceContext(testDb, options));
}
