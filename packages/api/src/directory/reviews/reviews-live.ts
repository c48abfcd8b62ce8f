import { openBusInbox } from '../../chat/bus-inbox';
import { type ChatBus, isBusGap } from '../../chat/chat-bus';

/**
 * reviews.live: one public key per profile on the chat event bus (chat-bus.ts), like the wall's.
 * Its events are transient (id null): nothing is stored or replayed. 'changed' says only that the
 * profile's reviews changed (written, removed, hidden or restored by staff): a page reads its
 * reviews again, each viewer as the server shows them to that viewer (docs/admin.md). A user id
 * never contains ':', so no user's chat key equals one of these.
 */
export type ReviewsLiveEvent = { type: 'ready' } | { type: 'changed'; profileId: number };

export const reviewsBusKey = (profileId: number) => `reviews:${profileId}`;

/** Call only after the change committed: a viewer never reads something that was rolled back. */
export function publishReviewsChanged(bus: ChatBus, profileId: number): void {
	const event: ReviewsLiveEvent = { type: 'changed', profileId };
	bus.publish({ id: null, userId: reviewsBusKey(profileId), type: event.type, payload: event });
}

/** 'ready' once subscribed, then every change of the profile's reviews, until the client leaves. */
export async function* reviewsLiveStream(
	bus: ChatBus,
	profileId: number,
	signal: AbortSignal | undefined,
): AsyncGenerator<ReviewsLiveEvent> {
	const inbox = openBusInbox(bus, reviewsBusKey(profileId), signal);
	try {
		await inbox.ready;
		yield { type: 'ready' };
		for (let event = await inbox.next(); event; event = await inbox.next()) {
			// Redis was away and is back (BUS_GAP): events may be lost, and none is stored; 'ready'
			// again makes the page read what it shows, as after a reconnect.
			yield isBusGap(event) ? { type: 'ready' } : (event.payload as ReviewsLiveEvent);
		}
	} finally {
		inbox.close();
	}
}
