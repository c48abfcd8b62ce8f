import type { CacheInvalidation } from '@edge/api';
import type { Db } from '@edge/db';

export interface PublicDataVersion {
	/**
	 * A value that changes whenever what visitors' pages show may have: a row written to a table
	 * they read (public_data_version, moved by triggers: packages/db/src/public-data.ts, whichever
	 * connection writes), a `publicData` message from another process (several machines, where the
	 * row of a shared database is not this file's), and, in one process, any commit by another
	 * connection, such as the CLI's (data_version). A chat message, a sign-in or a payment leaves
	 * the row and the messages alone, so the pages the server keeps (first-view.ts) outlive a busy
	 * chat. With several processes (a shared invalidation: Redis) data_version is left out: it
	 * would make every chat message of the other processes draw this one's pages again, and the
	 * triggers already move the row for any connection's public write. One prepared statement over
	 * a one-row table, read on every visit to a page the server draws.
	 */
	version: () => string;
	/**
	 * Called after each request that may have written: when this process's writes moved the public
	 * data, every process is told (`publicData`), so they draw their kept pages again.
	 */
	noticeWrites: () => void;
}

export function publicDataVersion(sqlite: Db['$client'], invalidation: CacheInvalidation): PublicDataVersion {
	const read = invalidation.shared
		? sqlite.prepare('select version from public_data_version').pluck()
		: sqlite
				.prepare("select v.version || ':' || d.data_version from public_data_version v, pragma_data_version d")
				.pluck();
	const publicRow = sqlite.prepare('select version from public_data_version').pluck();
	const totalChanges = sqlite.prepare('select total_changes()').pluck();
	/** Moves on each `publicData` message, this process's own included. */
	let told = 0;
	invalidation.subscribe('publicData', () => {
		told++;
	});
	let lastRow: unknown = publicRow.get();
	let lastChanges: unknown = totalChanges.get();
	return {
		version: () => `${String(read.get())}:${told}`,
		noticeWrites() {
			// No write through this connection since the last look: nothing of ours to tell (free).
			const changes = totalChanges.get();
			if (changes === lastChanges) return;
			lastChanges = changes;
			const row = publicRow.get();
			if (row === lastRow) return;
			lastRow = row;
			invalidation.publish('publicData');
		},
	};
}
