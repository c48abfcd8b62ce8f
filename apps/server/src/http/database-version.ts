import type { Db } from '@edge/db';

/**
 * A value that changes whenever the database does: rows this connection changed (total_changes)
 * and commits by other connections, such as the CLI's seeding (data_version). Both are counters
 * SQLite keeps; reading them touches no table.
 */
export function databaseVersion(sqlite: Db['$client']): () => string {
	const changes = sqlite.prepare('select total_changes()').pluck();
	return () => `${changes.get()}:${sqlite.pragma('data_version', { simple: true })}`;
}
