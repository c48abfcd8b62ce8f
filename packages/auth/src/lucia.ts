import { type Db, sessions, users } from '@edge/db';
import { DrizzleSQLiteAdapter } from '@lucia-auth/adapter-drizzle';
import { Lucia, TimeSpan } from 'lucia';

export const SESSION_COOKIE_NAME = 'edge_session';
/** Sessions live 30 days and lucia extends them (sliding) once half of that has passed. */
export const SESSION_LIFETIME_DAYS = 30;

export interface CreateAuthOptions {
	db: Db;
	/** Secure cookies only over HTTPS in production; tests and localhost run over plain HTTP. */
	secureCookies: boolean;
}

export function createLucia({ db, secureCookies }: CreateAuthOptions) {
	const adapter = new DrizzleSQLiteAdapter(db, sessions, users);
	return new Lucia(adapter, {
		sessionExpiresIn: new TimeSpan(SESSION_LIFETIME_DAYS, 'd'),
		sessionCookie: {
			name: SESSION_COOKIE_NAME,
			expires: true,
			attributes: { secure: secureCookies, sameSite: 'lax' },
		},
		getUserAttributes: () => ({}),
	});
}

export type EdgeLucia = ReturnType<typeof createLucia>;
