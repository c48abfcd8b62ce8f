/** What a procedure declares about itself with `.meta({...})`, for rules that apply per request. */
export interface ApiMeta {
	/**
	 * The procedure hashes or verifies a password (argon2id: ~50 ms of CPU and 19 MiB each), so a
	 * request may carry at most one such call (see batch-policy.ts).
	 */
	hashesPassword?: boolean;
	/**
	 * A query whose answer to a visitor without a session is the same for every such visitor, so a
	 * cache (the service worker's, or one between us and the browser) may keep it: see
	 * cache-policy.ts. Only a request without credentials gets a shareable answer, so a procedure
	 * that shows its owner more (professional.freelancer.get) may carry the mark; one whose answer is
	 * about the viewer even when nobody is signed in (wall.access) may not.
	 */
	publicCache?: boolean;
}
