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
	/** Target as a ratio of the bare route's req/s; null for a figure that is only reported. */
	target: number | null;
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
		// The app shell: what every visit with a session, and every page the server does not draw, gets.
		name: 'spa-index',
		path: '/',
		headers: (token) => ({ ...BROWSER, accept: 'text/html', cookie: `edge_session=${token}` }),
		status: 200,
		body: (text) => text.length > 0 && !text.includes('<div id="root" data-drawn>'),
		target: 0.6,
		what: 'GET /, signed in (index.html)',
	},
	{
		// A first visit: the page drawn by the server (docs/ssr.md), some ten times the shell's bytes.
		// Reported, with no target: issue 5's target is the shell's.
		name: 'home-drawn',
		path: '/',
		headers: () => ({ ...BROWSER, accept: 'text/html' }),
		status: 200,
		body: (text) => text.length > 0,
		target: null,
		what: 'GET /, no session (drawn page)',
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
