import type { Db } from '@edge/db';

/**
 * A value that changes whenever the database does: rows this connection changed (total_changes)
 * and commits by other connections, such as the CLI's seeding (data_version). Both are counters
 * SQLite keeps; reading them touches no table. Both statements are prepared once: this is read on
 * every visit to a page the server draws (first-view.ts).
 */
export function databaseVersion(sqlite: Db['$client']): () => string {
	const changes = sqlite.prepare('select total_changes()').pluck();
	const dataVersion = sqlite.prepare('pragma data_version').pluck();
	return () => `${changes.get()}:${dataVersion.get()}`;
}
