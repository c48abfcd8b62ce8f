import { TRPCClientError } from '@trpc/client';
import type { SendRefusal } from './chat-types';

/**
 * Refusals no retry can turn into a sent message: a block either way (lifted only by a person, and
 * then the message is written again), a recipient who is not there, an id used elsewhere. The
 * others (trial over, too many messages, signed out) may pass later, so they keep their Retry.
 */
const FINAL_REFUSALS: ReadonlySet<string> = new Set([
	'chat.core.blockedByThem',
	'chat.core.youBlocked',
	'chat.core.notAFreelancer',
	'chat.core.userNotFound',
	'chat.core.selfChat',
	'chat.core.clientIdReused',
]);

/** The server's reason for refusing a send, or undefined when it gave none (a network failure). */
export function refusalOf(error: unknown): SendRefusal | undefined {
	if (!(error instanceof TRPCClientError) || !error.data) return undefined;
	const key: unknown = error.data.i18nKey;
	if (typeof key !== 'string' || key === 'errors.badRequest') return undefined;
	const params = (error.data.params ?? {}) as Record<string, string | number>;
	return { key, params, final: FINAL_REFUSALS.has(key) };
}
