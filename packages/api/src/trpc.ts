import type { SessionEndSignal, StaffRole } from '@edge/db';
import { DEFAULT_LANGUAGE } from '@edge/i18n';
import { serverT } from '@edge/i18n/server';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { ApiContext } from './context';
import type { ApiMeta } from './procedure-meta';
import { AppError, SessionEndedError } from './shared/app-error';
import { retryAfterSeconds } from './shared/limits/rate-limit-error';
import { zodFieldErrors } from './shared/zod-field-errors';
// Zod's error map for every input, schemas written inline in a router included.
import './shared/zod-messages';

/** Shape of `error.data` the client reads to translate errors and show them under fields. */
export interface ErrorData {
	i18nKey: string;
	params: Record<string, string | number>;
	fieldErrors: Record<string, string[]>;
	/** The session the call ran under has ended, and why: the page signs out (docs/api.md "Sessions that end"). */
	sessionEnded?: SessionEndSignal;
}

/** Catalog keys for tRPC's own errors (bad JSON, wrong method…); others fall back to badRequest. */
const KEY_BY_CODE: Partial<Record<string, string>> = {
	UNAUTHORIZED: 'errors.unauthorized',
	FORBIDDEN: 'errors.forbidden',
	NOT_FOUND: 'errors.notFound',
	PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
};

// Procedures declare per-request rules in their meta (see procedure-meta.ts).
const withContext = initTRPC.context<ApiContext>().meta<ApiMeta>();
const t = withContext.create({
	errorFormatter({ shape, error, ctx }) {
		const cause = error.cause;
		let data: ErrorData;
		if (cause instanceof ZodError) {
			data = {
				i18nKey: 'errors.badRequest',
				params: {},
				fieldErrors: zodFieldErrors(cause),
			};
		} else if (cause instanceof AppError) {
			data = { i18nKey: cause.messageKey, params: cause.params, fieldErrors: cause.fieldErrors };
			if (cause instanceof SessionEndedError) data.sessionEnded = cause.reason;
		} else {
			data = {
				i18nKey:
					KEY_BY_CODE[error.code] ?? (error.code === 'INTERNAL_SERVER_ERROR' ? 'errors.generic' : 'errors.badRequest'),
				params: {},
				fieldErrors: {},
			};
		}
		// Unknown failures never leak their message to the client. The message is the text in the
		// caller's language (ctx is missing only when the context itself failed): a program reads the
		// key in data, a person or a log reads the message.
		const key = error.code === 'INTERNAL_SERVER_ERROR' ? 'errors.generic' : data.i18nKey;
		const message = serverT(ctx?.language ?? DEFAULT_LANGUAGE)(key, data.params);
		return { ...shape, message, data: { ...shape.data, stack: undefined, ...data } };
	},
});

/**
 * Services throw AppError; here it becomes a TRPCError with the matching code. A refusal by a limit
 * also tells when to come back (Retry-After, in seconds): resHeaders end up on the response, errors
 * included.
 */
const appErrorMapper = t.middleware(async ({ ctx, next }) => {
	const result = await next();
	if (!result.ok && result.error.cause instanceof AppError) {
		const cause = result.error.cause;
		const wait = retryAfterSeconds(cause);
		if (wait !== null) ctx.resHeaders.set('retry-after', String(wait));
		throw new TRPCError({ code: cause.code, message: cause.messageKey, cause });
	}
	return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure.use(appErrorMapper);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
	if (!ctx.user || !ctx.sessionToken) {
		// A session that ended says why in the error too: a live stream's client reads no headers.
		throw new TRPCError({
			code: 'UNAUTHORIZED',
			message: 'errors.unauthorized',
			cause: ctx.sessionEnded
				? new SessionEndedError(ctx.sessionEnded)
				: new AppError('UNAUTHORIZED', 'errors.unauthorized'),
		});
	}
	return next({ ctx: { ...ctx, user: ctx.user, sessionToken: ctx.sessionToken } });
});

/**
 * Staff procedures (docs/admin.md): the role is read from the signed-in user's row on every call,
 * so a role revoked from the command line holds from the very next request. Anonymous callers get
 * 401, everyone else without the role 403.
 */
function staffProcedure(allowed: readonly StaffRole[]) {
	return protectedProcedure.use(({ ctx, next }) => {
		const role = ctx.user.staffRole;
		if (!role || !allowed.includes(role)) {
			throw new TRPCError({
				code: 'FORBIDDEN',
				message: 'errors.forbidden',
				cause: new AppError('FORBIDDEN', 'errors.forbidden'),
			});
		}
		return next({ ctx: { ...ctx, staffRole: role } });
	});
}

/** Moderators and admins: reports, content, users' suspension, verifications. */
export const moderatorProcedure = staffProcedure(['moderator', 'admin']);
/** Admins only: the audit log and cancelling a user's subscription at PayPal. */
export const adminProcedure = staffProcedure(['admin']);
