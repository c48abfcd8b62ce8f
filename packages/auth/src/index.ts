export { type Auth, createAuth, type ValidatedSession } from './auth';
export { SESSION_COOKIE_NAME, SESSION_LIFETIME_DAYS } from './lucia';
export { hashPassword, verifyPassword } from './password';
