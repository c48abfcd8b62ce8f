import type { SendRefusal } from './chat-types';

/**
 * The chat's offline outbox: messages written without a connection, kept in IndexedDB (raw API, no
 * library: it is a few lines and stays out of the first load) until the server has stored them, so
 * they survive a reload, a closed tab or a restart. Keyed by the message's clientId, the id the
 * server stores a message under once however often it is sent.
 */
export interface OutboxMessage {
	clientId: string;
	/** Who wrote it: only their session sends it (another account may sign in on this browser). */
	senderId: string;
	otherUserId: string;
	body: string;
	/** ISO time it was written: the outbox sends in this order. */
	createdAt: string;
	/** The server refused it (not a network failure): shown failed with a retry, never sent by itself. */
	failed?: boolean;
	/** Why, when the server said (a block's refusal is final: shown without a retry). */
	refusal?: SendRefusal;
}

const DB_NAME = 'edge-chat-outbox';
const STORE = 'messages';

let connection: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
	connection ??= new Promise<IDBDatabase>((resolve, reject) => {
		const request = indexedDB.open(DB_NAME, 1);
		request.onupgradeneeded = () => {
			request.result.createObjectStore(STORE, { keyPath: 'clientId' });
		};
		request.onsuccess = () => {
			const db = request.result;
			// Another tab deleting or upgrading the database must not wait on this one.
			db.onversionchange = () => {
				db.close();
				connection = null;
			};
			resolve(db);
		};
		request.onerror = () => {
			connection = null;
			reject(request.error);
		};
	});
	return connection;
}

/** Runs `work` in one transaction; resolves with its request's result once the transaction committed. */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
	const db = await open();
	return new Promise<T>((resolve, reject) => {
		const transaction = db.transaction(STORE, mode);
		const request = work(transaction.objectStore(STORE));
		transaction.oncomplete = () => resolve(request.result);
		transaction.onerror = () => reject(transaction.error ?? request.error);
		transaction.onabort = () => reject(transaction.error ?? new Error('outbox transaction aborted'));
	});
}

export async function putOutboxMessage(message: OutboxMessage): Promise<void> {
	await inStore('readwrite', (store) => store.put(message));
}

/** The user's waiting messages, oldest first (ties by clientId, so every tab agrees on the order). */
export async function listOutbox(senderId: string): Promise<OutboxMessage[]> {
	const all = await inStore<OutboxMessage[]>('readonly', (store) => store.getAll());
	return all
		.filter((message) => message.senderId === senderId)
		.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.clientId.localeCompare(b.clientId));
}

export async function removeOutboxMessage(clientId: string): Promise<void> {
	await inStore('readwrite', (store) => store.delete(clientId));
}

/** Marks a message refused (or, with false, waiting again); a message no longer there stays gone. */
export async function markOutboxFailed(clientId: string, failed: boolean, refusal?: SendRefusal): Promise<void> {
	const db = await open();
	await new Promise<void>((resolve, reject) => {
		const transaction = db.transaction(STORE, 'readwrite');
		const store = transaction.objectStore(STORE);
		const read = store.get(clientId);
		read.onsuccess = () => {
			const message = read.result as OutboxMessage | undefined;
			if (message) store.put({ ...message, failed, refusal: failed ? refusal : undefined });
		};
		transaction.oncomplete = () => resolve();
		transaction.onerror = () => reject(transaction.error);
		transaction.onabort = () => reject(transaction.error ?? new Error('outbox transaction aborted'));
	});
}

/** Everything, every user's: for signing out (the bodies are private). */
export async function clearOutbox(): Promise<void> {
	await inStore('readwrite', (store) => store.clear());
}
