import { openBusInbox } from '../chat/bus-inbox';
import { type ChatBus, isBusGap } from '../chat/chat-bus';
import type { WallLiveEvent } from './wall.types';

/**
 * The wall's live channel: one public key on the chat event bus (chat-bus.ts). Its events are
 * transient (id null): nothing is stored or replayed, a page that connects refetches what it shows
 * on 'ready'. User ids are random strings, so no user's chat key is ever 'wall'.
 */
export const WALL_BUS_KEY = 'wall';

/** Call only after the change committed: a viewer never sees something that was rolled back. */
export function publishWall(bus: ChatBus, events: readonly WallLiveEvent[]): void {
	for (const event of events) bus.publish({ id: null, userId: WALL_BUS_KEY, type: event.type, payload: event });
}

/** wall.live: 'ready' once subscribed, then every event published on the wall, until the client leaves. */
export async function* wallLiveStream(bus: ChatBus, signal: AbortSignal | undefined): AsyncGenerator<WallLiveEvent> {
	const inbox = openBusInbox(bus, WALL_BUS_KEY, signal);
	try {
		await inbox.ready;
		yield { type: 'ready' };
		for (let event = await inbox.next(); event; event = await inbox.next()) {
			// Redis was away and is back (BUS_GAP): events may be lost, and none is stored; 'ready'
			// again makes the page read what it shows, as after a reconnect.
			yield isBusGap(event) ? { type: 'ready' } : (event.payload as WallLiveEvent);
		}
	} finally {
		inbox.close();
	}
}
