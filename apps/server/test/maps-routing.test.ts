import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { profiles } from '@edge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './http-helpers';
import { captureLog, type LogCapture, linesUntilNextRequest } from './log-capture';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';

interface TravelTime {
	minutes: number;
	distanceKm: number;
	source: 'estimate' | 'routing';
}

type Behaviour = 'route' | 'error' | 'garbage' | 'noRoute';

/**
 * A tiny OSRM stand-in on a real port: it records what it was asked and answers as `behaviour` says,
 * so the server's routing client is exercised over HTTP exactly as with a real OSRM.
 */
async function startOsrm() {
	const requests: string[] = [];
	let behaviour: Behaviour = 'route';
	const server: Server = createServer((request, response) => {
		requests.push(request.url ?? '');
		const json = (status: number, body: unknown) => {
			response.writeHead(status, { 'content-type': 'application/json' });
			response.end(JSON.stringify(body));
		};
		if (behaviour === 'error') return json(500, { message: 'boom' });
		if (behaviour === 'garbage') {
			response.writeHead(200, { 'content-type': 'text/html' });
			return response.end('<html>gateway</html>');
		}
		if (behaviour === 'noRoute') return json(400, { code: 'NoRoute', message: 'Impossible route' });
		return json(200, { code: 'Ok', routes: [{ duration: 1_000, distance: 8_340 }], waypoints: [] });
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		requests,
		setBehaviour: (next: Behaviour) => {
			behaviour = next;
		},
		stop: () => new Promise((resolve) => server.close(resolve)),
	};
}

/** A port nothing listens on: one the system gave out and that was closed at once. */
async function closedPortUrl(): Promise<string> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	await new Promise((resolve) => server.close(resolve));
	return `http://127.0.0.1:${port}`;
}

const VISITOR = { lat: 18.4861, lng: -69.9312 };
const DESTINATION = { lat: 18.4734, lng: -69.8849 };
const ESTIMATE: TravelTime = { minutes: 20, distanceKm: 6.6, source: 'estimate' };

async function profileAt(server: TestServer, location: { lat: number; lng: number }): Promise<number> {
	const { user } = await registerUser(server);
	return server.db
		.insert(profiles)
		.values({ ownerId: user.id, kind: 'business', title: 'Ferretería Central', ...location })
		.returning({ id: profiles.id })
		.get().id;
}

describe('maps.travelTime with ROUTING_URL set', () => {
	let osrm: Awaited<ReturnType<typeof startOsrm>>;
	let server: TestServer;
	let log: LogCapture;
	let profileId: number;

	beforeAll(async () => {
		osrm = await startOsrm();
		log = captureLog();
		// A trailing slash in the setting must not double the slash in the route URL.
		server = await startTestServer({ ROUTING_URL: `${osrm.url}/` }, log.logger);
		profileId = await profileAt(server, DESTINATION);
	});

	afterAll(async () => {
		await server?.stop();
		await osrm?.stop();
	});

	it("uses the routing service's duration and distance, asked as lng,lat;lng,lat", async () => {
		osrm.setBehaviour('route');
		const response = await call(() => apiClient(server.url).maps.travelTime.query({ from: VISITOR, profileId }));
		expect(response.status).toBe(200);
		expect(response.data).toEqual({ minutes: 17, distanceKm: 8.3, source: 'routing' });
		expect(osrm.requests.at(-1)).toBe('/route/v1/driving/-69.9312,18.4861;-69.8849,18.4734?overview=false');
	});

	it.each<Behaviour>(['error', 'garbage', 'noRoute'])(
		'falls back to the estimate when the service answers %s, and logs the reason without the visitor position',
		async (behaviour) => {
			osrm.setBehaviour(behaviour);
			const from = log.lines.length;
			const asked = osrm.requests.length;
			const response = await call(() => apiClient(server.url).maps.travelTime.query({ from: VISITOR, profileId }));
			expect(response.status).toBe(200);
			expect(response.data).toEqual(ESTIMATE);
			expect(osrm.requests.length).toBe(asked + 1);

			const lines = await linesUntilNextRequest(log, server.url, from);
			const failure = lines.find((line) => line.via === 'maps.routing');
			expect(failure).toMatchObject({ level: 'error', profileId });
			expect(String(failure?.error)).toMatch(/^RoutingFailure: routing service: /);
			const logged = JSON.stringify(lines);
			expect(logged).not.toContain(String(VISITOR.lat));
			expect(logged).not.toContain(String(VISITOR.lng));
		},
	);
});

describe('maps.travelTime when the routing service is down', () => {
	let server: TestServer;
	let profileId: number;

	beforeAll(async () => {
		server = await startTestServer({ ROUTING_URL: await closedPortUrl() });
		profileId = await profileAt(server, DESTINATION);
	});

	afterAll(async () => {
		await server?.stop();
	});

	it('still answers, with the distance estimate', async () => {
		const response = await call(() => apiClient(server.url).maps.travelTime.query({ from: VISITOR, profileId }));
		expect(response.status).toBe(200);
		expect(response.data).toEqual(ESTIMATE);
	});
});
