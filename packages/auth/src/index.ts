export { type Auth, createAuth, type ValidatedSession } from './auth';
export {
	ENDED_SESSION_RETENTION_MS,
	endUserSessionsIn,
	recordEndedSessions,
	type SessionsDb,
	sessionIdHash,
} from './ended-sessions';
export { SESSION_COOKIE_NAME, SESSION_LIFETIME_DAYS } from './lucia';
export { hashPassword, verifyPassword } from './password';
