import type { Db } from '@edge/db';

/**
 * A value that changes whenever what visitors' pages show may have: a row written to a table they
 * read (public_data_version, moved by triggers: packages/db/src/public-data.ts) or any commit by
 * another connection, such as the CLI's seeding (data_version). A chat message, a sign-in or a
 * payment leaves it alone, so the pages the server keeps (first-view.ts) outlive a busy chat. One
 * prepared statement over a one-row table, read on every visit to a page the server draws.
 */
export function publicDataVersion(sqlite: Db['$client']): () => string {
	const version = sqlite
		.prepare("select v.version || ':' || d.data_version from public_data_version v, pragma_data_version d")
		.pluck();
	return () => version.get() as string;
}
