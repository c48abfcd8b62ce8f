/** What a procedure declares about itself with `.meta({...})`, for rules that apply per request. */
export interface ApiMeta {
	/**
	 * The procedure hashes or verifies a password (argon2id: ~50 ms of CPU and 19 MiB each), so a
	 * request may carry at most one such call (see batch-policy.ts).
	 */
	hashesPassword?: boolean;
}
