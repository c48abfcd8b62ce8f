import { errorFromAnswer, toGatewayError } from './payment-gateway-error';
import type { SdkConnection } from './sdk-client';

type Token = Awaited<ReturnType<SdkConnection['client']['clientCredentialsAuthManager']['fetchToken']>>;

export interface RestClient {
	post<T>(path: string, body: unknown, requestId: string): Promise<T>;
	get<T>(path: string): Promise<T>;
}

/**
 * For the endpoints the SDK lacks (catalog products, webhook verification): fetch against the same
 * base URL, with a token obtained through the SDK's own client-credentials manager.
 */
export function createRestClient(baseUrl: string, timeoutMs: number, sdk: () => SdkConnection): RestClient {
	let token: Token | undefined;

	async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
		try {
			token = await sdk().client.clientCredentialsAuthManager.updateToken(token);
			const response = await fetch(`${baseUrl}${path}`, {
				method,
				signal: AbortSignal.timeout(timeoutMs),
				headers: {
					authorization: `Bearer ${token.accessToken}`,
					'content-type': 'application/json',
					prefer: 'return=representation',
					...(requestId ? { 'paypal-request-id': requestId } : {}),
				},
				body: body === undefined ? undefined : JSON.stringify(body),
			});
			const text = await response.text();
			if (response.status === 401) token = undefined;
			if (!response.ok) throw errorFromAnswer(response.status, text);
			return JSON.parse(text) as T;
		} catch (error) {
			throw toGatewayError(error);
		}
	}

	return {
		post: (path, body, requestId) => call('POST', path, body, requestId),
		get: (path) => call('GET', path),
	};
}
