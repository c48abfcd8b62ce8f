import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppRouter } from '@edge/api/client';
import { createTRPCClient, httpLink, type TRPCClient, TRPCClientError } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { TrpcErrorBody, TrpcResponse } from './http-helpers';

/**
 * The typed way integration tests call the API over HTTP: `createTRPCClient<AppRouter>` with
 * `httpLink` (one request per call, as the browser's client sends a mutation; no transformer, as the
 * server has none), so a wrong path or input is a type error and the output is the router's type.
 *
 *   const owner = apiClient(server.url, bearer(token));
 *   const created = await call(() => owner.business.create.mutate(input));
 *   expect(created.status).toBe(200);
 *   expect(created.error?.data.i18nKey).toBe('errors.forbidden');
 *
 * Subscriptions (live streams) stay on sse-client.ts; batches on `trpcBatch` (http-helpers.ts).
 */
export type ApiClient = TRPCClient<AppRouter>;
/** Each procedure's input and output, by path: `RouterInputs['business']['create']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The answer being read inside `call`: the custom fetch leaves its Response here. */
const current = new AsyncLocalStorage<{ response?: Response }>();

/** A client whose every request carries `headers` (a bearer token, accept-language, x-forwarded-for…). */
export function apiClient(baseUrl: string, headers: Record<string, string> = {}): ApiClient {
	return createTRPCClient<AppRouter>({
		links: [
			httpLink({
				url: `${baseUrl}/api/trpc`,
				headers,
				fetch: async (url, init) => {
					const response = await fetch(url, init);
					const store = current.getStore();
					if (store) store.response = response;
					return response;
				},
			}),
		],
	});
}

/**
 * Runs one call of a typed client and answers as the string helpers do: `{ status, headers, data,
 * error }`, `error` being tRPC's error body with the data our error formatter adds (`i18nKey`,
 * `params`, `fieldErrors`, `httpStatus`). A JSON answer from outside tRPC (the CSRF guard's 403) has
 * neither `data` nor `error`, as with the string helpers; no JSON at all, or no answer, throws.
 * One call per `call`: the status and headers are those of the last request `run` made.
 */
export async function call<T>(run: () => Promise<T>): Promise<TrpcResponse<T>> {
	const store: { response?: Response } = {};
	try {
		const data = await current.run(store, run);
		if (!store.response) throw new Error('call: the client sent no request');
		return { status: store.response.status, headers: store.response.headers, data, error: undefined };
	} catch (error) {
		if (!(error instanceof TRPCClientError)) throw error;
		// meta is there when the answer was JSON: tRPC's error, or another layer's answer (the CSRF
		// guard's 403, a limit in front of tRPC), which has neither data nor a tRPC error.
		const response = error.meta?.response as Response | undefined;
		if (!response) throw error;
		const body = error.shape as TrpcErrorBody | undefined;
		return { status: response.status, headers: response.headers, data: undefined, error: body };
	}
}

/** `call`, then the data, failing loudly with the status and error when the call did not succeed. */
export async function ok<T>(run: () => Promise<T>): Promise<T> {
	const response = await call(run);
	if (response.error !== undefined || response.status >= 400) {
		throw new Error(`call failed: ${response.status} ${JSON.stringify(response.error)}`);
	}
	return response.data as T;
}

/**
 * An input sent as it is, past the type checks, on purpose: for a test of what the server refuses
 * (a missing field, an unknown value) that the router's types would not let through. The type is
 * the procedure's, taken from where the input goes: `client.x.mutate(unchecked({ … }))`.
 */
export function unchecked<T>(input: unknown): T {
	return input as T;
}
