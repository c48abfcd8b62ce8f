/**
 * What the bench measures against our server. Each scenario's figures are compared with the bare
 * Hono route measured right before it, in the same run, with the same load.
 */
export interface Scenario {
	name: string;
	path: string;
	/** Headers of every request; `token` is the bench user's session token. */
	headers: (token: string) => Record<string, string>;
	/** The status every answer must have; anything else fails the run. */
	status: number;
	/** A check of one answer's body before the load, so a wrong setup cannot pass as fast. */
	body: (text: string) => boolean;
	/** Target as a ratio of the bare route's req/s. */
	target: number;
	what: string;
}

/** What a browser sends on every request. */
const BROWSER = { 'accept-encoding': 'br, gzip', 'accept-language': 'es-DO,es;q=0.9' };

export const SCENARIOS: readonly Scenario[] = [
	{
		name: 'health',
		path: '/api/health',
		headers: () => ({}),
		status: 200,
		body: (text) => text === '{"status":"ok"}',
		target: 0.6,
		what: 'GET /api/health',
	},
	{
		name: 'spa-index',
		path: '/',
		headers: () => ({ ...BROWSER, accept: 'text/html' }),
		status: 200,
		body: (text) => text.length > 0,
		target: 0.6,
		what: 'GET / (index.html)',
	},
	{
		name: 'auth-me',
		path: '/api/v1/auth/me',
		headers: (token) => ({ ...BROWSER, authorization: `Bearer ${token}` }),
		status: 200,
		body: (text) => (JSON.parse(text) as { user?: { email?: string } }).user?.email === 'bench@edge.do',
		target: 0.5,
		what: 'GET /api/v1/auth/me, valid token',
	},
	{
		name: 'auth-me-401',
		path: '/api/v1/auth/me',
		headers: () => ({ ...BROWSER }),
		status: 401,
		body: (text) => typeof (JSON.parse(text) as { error?: unknown }).error === 'string',
		// At least as fast as the answer with a session: checked against auth-me as well.
		target: 0.5,
		what: 'GET /api/v1/auth/me, no token (401)',
	},
];
