import type { Db } from '@edge/db';

/**
 * A value that changes whenever the database does: rows this connection changed (total_changes)
 * and commits by other connections, such as the CLI's seeding (data_version). Both are counters
 * SQLite keeps; reading them touches no table. One prepared statement (under a microsecond): it is
 * read on every visit to a page the server draws (first-view.ts).
 */
export function databaseVersion(sqlite: Db['$client']): () => string {
	const version = sqlite.prepare("select total_changes() || ':' || data_version from pragma_data_version").pluck();
	return () => version.get() as string;
}
