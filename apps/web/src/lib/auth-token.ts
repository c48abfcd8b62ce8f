/** The spec keeps the session token in localStorage under the key `jwt` (it holds a session id). */
export const TOKEN_STORAGE_KEY = 'jwt';

export function getStoredToken(): string | null {
	try {
		return localStorage.getItem(TOKEN_STORAGE_KEY);
	} catch {
		return null;
	}
}

export function storeToken(token: string): void {
	localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearStoredToken(): void {
	localStorage.removeItem(TOKEN_STORAGE_KEY);
}

/** Headers every API call carries: the bearer token and the UI language for translated errors. */
export function apiHeaders(language: string): Record<string, string> {
	const token = getStoredToken();
	return { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}
