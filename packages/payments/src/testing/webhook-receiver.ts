import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
	headers: IncomingHttpHeaders;
	body: string;
	event: { id: string; event_type: string; resource: Record<string, unknown> };
}

/** An HTTP endpoint standing in for the app's webhook route; tests wait on what it receives. */
export async function startWebhookReceiver() {
	const received: ReceivedWebhook[] = [];
	const waiters: { matches: (webhook: ReceivedWebhook) => boolean; resolve: (webhook: ReceivedWebhook) => void }[] = [];
	const server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			const body = Buffer.concat(chunks).toString('utf8');
			const webhook = { headers: request.headers, body, event: JSON.parse(body) } as ReceivedWebhook;
			received.push(webhook);
			for (const waiter of [...waiters]) {
				if (waiter.matches(webhook)) {
					waiters.splice(waiters.indexOf(waiter), 1);
					waiter.resolve(webhook);
				}
			}
			response.writeHead(200).end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
		received,
		/** Resolves with the first webhook (already received or still to come) that matches. */
		waitFor(matches: (webhook: ReceivedWebhook) => boolean): Promise<ReceivedWebhook> {
			const earlier = received.find(matches);
			if (earlier) return Promise.resolve(earlier);
			return new Promise((resolve) => waiters.push({ matches, resolve }));
		},
		stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}
