import type { PublicUser } from '@edge/api';
import type { TestServer } from './test-server';
import { apiClient, call } from './typed-client';

/** tRPC's error body, with the data our error formatter adds. */
export interface TrpcErrorBody {
	message: string;
	code: number;
	data: {
		code: string;
		httpStatus: number;
		path?: string;
		i18nKey: string;
		params: Record<string, string | number>;
		fieldErrors: Record<string, string[]>;
	};
}

export interface TrpcResponse<T> {
	status: number;
	headers: Headers;
	data: T | undefined;
	error: TrpcErrorBody | undefined;
}

async function readTrpc<T>(response: Response): Promise<TrpcResponse<T>> {
	const body = (await response.json()) as { result?: { data: T }; error?: TrpcErrorBody };
	return { status: response.status, headers: response.headers, data: body.result?.data, error: body.error };
}

/**
 * One tRPC mutation over HTTP: POST /api/trpc/<path> with the input as the JSON body (no batching).
 * Untyped: tests call the API through typed-client.ts; this stays for the two files that go through
 * the router's procedures by name (docs/architecture.md, "Tests").
 */
export async function trpcMutation<T = unknown>(
	baseUrl: string,
	path: string,
	input?: unknown,
	headers: Record<string, string> = {},
): Promise<TrpcResponse<T>> {
	const response = await fetch(`${baseUrl}/api/trpc/${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: input === undefined ? undefined : JSON.stringify(input),
	});
	return readTrpc<T>(response);
}

/** One tRPC query over HTTP: GET /api/trpc/<path>?input=<JSON>. Untyped, as trpcMutation. */
export async function trpcQuery<T = unknown>(
	baseUrl: string,
	path: string,
	input?: unknown,
	headers: Record<string, string> = {},
): Promise<TrpcResponse<T>> {
	const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
	const response = await fetch(`${baseUrl}/api/trpc/${path}${query}`, { headers });
	return readTrpc<T>(response);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
/** An e-mail no other test in the process uses. */
export function uniqueEmail(prefix = 'user'): string {
	counter += 1;
	return `${prefix}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const DEFAULT_PASSWORD = 'Secreto123';

export type RegisterOverrides = Partial<{
	accountKind: 'customer' | 'business' | 'freelancer' | 'restaurant' | 'employee';
	firstName: string;
	lastName: string;
	email: string;
	phone: string;
	password: string;
	confirmPassword: string;
	dateOfBirth: string;
	referralCode: string;
}>;

/** A valid sign-up input; each call gets its own e-mail. */
export function registerInput(overrides: RegisterOverrides = {}) {
	const password = overrides.password ?? DEFAULT_PASSWORD;
	return {
		accountKind: 'customer' as const,
		firstName: 'Ana',
		lastName: 'Pérez',
		email: uniqueEmail(),
		phone: '8095551234',
		dateOfBirth: '1990-05-17',
		...overrides,
		password,
		confirmPassword: overrides.confirmPassword ?? password,
	};
}

export interface RegisteredUser {
	token: string;
	user: PublicUser;
	/** `edge_session=<token>`, ready for a Cookie header. */
	cookie: string;
	email: string;
	password: string;
}

/** Signs a user up through the real endpoint and fails loudly when that does not work. */
export async function registerUser(server: Pick<TestServer, 'url'>, overrides: RegisterOverrides = {}) {
	const input = registerInput(overrides);
	const response = await call(() => apiClient(server.url).auth.register.mutate(input));
	if (!response.data) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.error)}`);
	const cookie = sessionCookie(response.headers);
	if (!cookie) throw new Error('register sent no session cookie');
	return {
		token: response.data.token,
		user: response.data.user,
		cookie,
		email: input.email.toLowerCase(),
		password: input.password,
	} satisfies RegisteredUser;
}

/** Signs in through the real endpoint; returns the new session token. */
export async function loginUser(server: Pick<TestServer, 'url'>, email: string, password: string): Promise<string> {
	const response = await call(() => apiClient(server.url).auth.login.mutate({ email, password }));
	if (!response.data) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.error)}`);
	return response.data.token;
}

/** The `edge_session=<value>` pair of the first session Set-Cookie, or null. */
export function sessionCookie(headers: Headers): string | null {
	const header = headers.getSetCookie().find((value) => value.startsWith('edge_session='));
	return header ? (header.split(';')[0] ?? null) : null;
}

/** GET /api/v1/auth/me with the given headers. */
export async function getMe(server: Pick<TestServer, 'url'>, headers: Record<string, string>) {
	const response = await fetch(`${server.url}/api/v1/auth/me`, { headers });
	return { status: response.status, body: (await response.json()) as { user?: PublicUser; error?: string } };
}

/** One item of a tRPC batch answer: a result or an error, in call order. */
export type TrpcBatchItem<T = unknown> = { result: { data: T }; error?: undefined } | { error: TrpcErrorBody };

/**
 * Several calls in one request, as httpBatchLink sends them: paths joined by commas and `?batch=1`;
 * queries (no `input` object needed by the caller) go as GET, mutations as POST with `{ "0": …, "1": … }`.
 */
export async function trpcBatch<T = unknown>(
	baseUrl: string,
	kind: 'query' | 'mutation',
	calls: ReadonlyArray<{ path: string; input?: unknown }>,
	headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; items: TrpcBatchItem<T>[] }> {
	const inputs = Object.fromEntries(calls.map((call, index) => [index, call.input]));
	const url = `${baseUrl}/api/trpc/${calls.map((call) => call.path).join(',')}?batch=1`;
	const response =
		kind === 'query'
			? await fetch(`${url}&input=${encodeURIComponent(JSON.stringify(inputs))}`, { headers })
			: await fetch(url, {
					method: 'POST',
					headers: { 'content-type': 'application/json', ...headers },
					body: JSON.stringify(inputs),
				});
	const body = (await response.json()) as TrpcBatchItem<T>[] | { error: TrpcErrorBody };
	// tRPC answers a request it cannot split into calls with one error object instead of an array.
	const items = Array.isArray(body) ? body : [body];
	return { status: response.status, headers: response.headers, items };
}
