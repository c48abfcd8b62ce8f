import type Database from 'better-sqlite3';

/**
 * A number that changes whenever the database may have changed since it was last read: a write
 * through this connection (SQLite's total_changes(), free to read) or a commit by any other
 * connection or process (PRAGMA data_version).
 *
 * data_version costs what any read costs in WAL mode (a lock, an fstat and an unlock: three system
 * calls), so it is read at most once per turn of the event loop. That loses nothing: a request
 * handled in this turn was received before the turn began, so a commit it could know about was
 * already visible then. Callers use it to keep results of hot reads until anything changes.
 */
export function createChangeGeneration(client: Database.Database): () => number {
	const dataVersion = client.prepare('PRAGMA data_version').pluck();
	const totalChanges = client.prepare('SELECT total_changes()').pluck();
	let generation = 0;
	let lastDataVersion: unknown;
	let lastTotalChanges: unknown;
	let dataVersionRead = false;
	const nextTurn = () => {
		dataVersionRead = false;
	};
	return () => {
		if (!dataVersionRead) {
			dataVersionRead = true;
			setImmediate(nextTurn);
			const version = dataVersion.get();
			if (version !== lastDataVersion) {
				lastDataVersion = version;
				generation++;
			}
		}
		const changes = totalChanges.get();
		if (changes !== lastTotalChanges) {
			lastTotalChanges = changes;
			generation++;
		}
		return generation;
	};
}
