import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
	backupDatabase,
	CopyCheckError,
	type CopySummary,
	checkCopy,
	removeDatabaseFile,
	shippedMigrations,
} from './backup/database-copy';
import { copyUploads, isEmptyFolder, type UploadCopySummary } from './backup/upload-copy';
import { readCliSettings } from './env';

export const BACKUP_HELP = `  backup --to FILE [--with-uploads DIR] [--force]
                     copy the database while the server runs (SQLite's online backup), check
                     the copy and write it to FILE; with --with-uploads also copy DATA_DIR/uploads
                     into DIR (only new files on later runs); --force overwrites FILE
  restore FILE [--uploads-from DIR]
                     put a backup into an empty DATA_DIR (and the uploads from DIR); the server
                     applies newer migrations on its next start (docs/operations.md)`;

export const BACKUP_COMMANDS = ['backup', 'restore'] as const;
export type BackupCommand = (typeof BACKUP_COMMANDS)[number];

export function isBackupCommand(command: string): command is BackupCommand {
	return (BACKUP_COMMANDS as readonly string[]).includes(command);
}

class UsageError extends Error {}
/** A refusal or a failure the operator can act on: its message is the whole story (exit 1). */
class Refusal extends Error {}

type Options = { to?: string; force?: boolean; 'with-uploads'?: string; 'uploads-from'?: string };

function parse(command: BackupCommand, args: string[]): { options: Options; positionals: string[] } {
	let parsed: { values: Options; positionals: string[] };
	try {
		parsed = parseArgs({
			args,
			options:
				command === 'backup'
					? { to: { type: 'string' }, force: { type: 'boolean' }, 'with-uploads': { type: 'string' } }
					: { 'uploads-from': { type: 'string' } },
			strict: true,
			allowPositionals: command === 'restore',
		});
	} catch (error) {
		throw new UsageError(error instanceof Error ? error.message : String(error));
	}
	return { options: parsed.values, positionals: parsed.positionals };
}

/**
 * Paths on the command line are the operator's, relative to where they ran `npm run cli` (npm
 * runs the script in apps/cli and says where it started in INIT_CWD). DATA_DIR keeps its own
 * meaning, relative to the repository as for the server.
 */
function operatorPath(path: string, env: NodeJS.ProcessEnv): string {
	return resolve(env.INIT_CWD ?? process.cwd(), path);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function describeCopy(summary: CopySummary): string[] {
	const counts = summary.headline.map(({ table, rows }) => `${table} ${rows}`).join(', ');
	return [
		`  last migration: ${summary.lastMigration?.tag ?? 'none'}`,
		`  rows: ${counts} (${summary.tables} tables, ${summary.rows} rows in all)`,
	];
}

function describeUploads(summary: UploadCopySummary, to: string): string {
	return `Uploads: ${summary.folders} folders into ${to}: ${summary.copied} files copied (${megabytes(summary.bytes)}), ${summary.kept} already there`;
}

/**
 * The database first, then the uploads: an upload's files are written before its row, so every
 * upload in the copied database has its files on disk by the time they are copied. (One the sweep
 * deletes in between was unused for a day; a folder written after the snapshot has no row and the
 * restored server's sweep removes it.)
 */
async function backup(args: string[], env: NodeJS.ProcessEnv): Promise<string[]> {
	const { options } = parse('backup', args);
	if (!options.to) throw new UsageError('backup needs --to FILE');
	const { dataDir, databaseFile } = settings(env);
	const target = operatorPath(options.to, env);
	const uploadsTarget = options['with-uploads'] ? operatorPath(options['with-uploads'], env) : null;
	if (!existsSync(databaseFile)) throw new Refusal(`No database at ${databaseFile} (check DATA_DIR)`);
	if (target === databaseFile) throw new Refusal('The backup cannot be the database itself');
	if (existsSync(target) && !options.force)
		throw new Refusal(`${target} exists; choose another file or add --force to overwrite it`);

	mkdirSync(dirname(target), { recursive: true });
	// Written beside the target and moved into place once checked: a failed or interrupted backup
	// never leaves a half-written file under the name a restore would use.
	const partial = `${target}.${process.pid}.partial`;
	let summary: CopySummary;
	try {
		await backupDatabase(databaseFile, partial);
		summary = checkCopy(partial, 'delete');
		if (options.force) renameSync(partial, target);
		else placeWithoutOverwrite(partial, target);
	} finally {
		removeDatabaseFile(partial);
	}
	const lines = [
		`Backed up ${databaseFile} to ${target} (${megabytes(statSync(target).size)}, integrity_check ok)`,
		...describeCopy(summary),
	];
	if (uploadsTarget) lines.push(describeUploads(copyUploads(join(dataDir, 'uploads'), uploadsTarget), uploadsTarget));
	return lines;
}

/**
 * Gives the checked copy its name unless that name was taken meanwhile (another backup to the same
 * file): a hard link fails on an existing name where a rename would silently replace it. On a file
 * system without hard links, the check made at the start and a rename.
 */
function placeWithoutOverwrite(partial: string, target: string): void {
	const taken = () => new Refusal(`${target} exists; choose another file or add --force to overwrite it`);
	try {
		linkSync(partial, target);
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		if (code === 'EEXIST') throw taken();
		if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
		if (existsSync(target)) throw taken();
		renameSync(partial, target);
	}
}

/**
 * Into an empty DATA_DIR only: a restore over a live database would lose what it holds, so the
 * operator moves it away first, knowingly. The backup is copied in under a temporary name, checked
 * there (the operator's file is never opened for writing) and renamed last, so a restore that
 * fails leaves DATA_DIR as empty as it found it. Migrations are left to the server's next start,
 * as for any upgrade.
 */
function restore(args: string[], env: NodeJS.ProcessEnv): string[] {
	const { options, positionals } = parse('restore', args);
	const [file] = positionals;
	if (positionals.length !== 1 || !file) throw new UsageError('restore needs one backup FILE');
	const { dataDir, databaseFile } = settings(env);
	const source = operatorPath(file, env);
	const uploadsSource = options['uploads-from'] ? operatorPath(options['uploads-from'], env) : null;
	const uploadsDir = join(dataDir, 'uploads');
	if (!existsSync(source)) throw new Refusal(`No backup at ${source}`);
	if (uploadsSource && !existsSync(uploadsSource)) throw new Refusal(`No uploads folder at ${uploadsSource}`);
	if (['', '-wal'].some((suffix) => existsSync(`${databaseFile}${suffix}`)))
		throw new Refusal(
			`${databaseFile} exists: restore only fills an empty DATA_DIR. Stop the server and move the database (and its -wal and -shm files) away first, or set DATA_DIR to a new folder`,
		);
	if (uploadsSource && !isEmptyFolder(uploadsDir))
		throw new Refusal(`${uploadsDir} is not empty: restore only fills an empty DATA_DIR`);

	mkdirSync(dataDir, { recursive: true });
	const partial = `${databaseFile}.${process.pid}.restoring`;
	let summary: CopySummary;
	try {
		// A plain file copy: a backup is one self-contained file (journal_mode = delete).
		copyWhole(source, partial);
		summary = checkCopy(partial, 'wal');
		const shipped = shippedMigrations();
		const newest = shipped.at(-1)?.when ?? 0;
		if (summary.lastMigration && summary.lastMigration.when > newest)
			throw new Refusal(`${source} was made by a newer release of Edge than this one; upgrade Edge, then restore`);
		const uploads = uploadsSource ? copyUploads(uploadsSource, uploadsDir) : null;
		renameSync(partial, databaseFile);
		const pending = shipped.filter((entry) => entry.when > (summary.lastMigration?.when ?? 0));
		return [
			`Restored ${source} into ${databaseFile} (integrity_check ok)`,
			...describeCopy(summary),
			...(uploads ? [describeUploads(uploads, uploadsDir)] : []),
			pending.length > 0
				? `The server applies ${pending.length} newer migrations (${pending.map((entry) => entry.tag).join(', ')}) on its next start`
				: "The database is at this release's last migration; start the server",
		];
	} catch (error) {
		if (error instanceof CopyCheckError) throw new Refusal(`Not restored: ${error.message}`);
		throw error;
	} finally {
		removeDatabaseFile(partial);
	}
}

function copyWhole(from: string, to: string): void {
	if (!statSync(from).isFile()) throw new Refusal(`${from} is not a file`);
	try {
		copyFileSync(from, to);
	} catch (error) {
		throw new Refusal(`Cannot copy ${from}: ${error instanceof Error ? error.message : String(error)}`);
	}
}

/** DATA_DIR as the server reads it; a bad value is a usage error (exit 2), as for the other commands. */
function settings(env: NodeJS.ProcessEnv) {
	try {
		return readCliSettings(env);
	} catch (error) {
		throw new UsageError(error instanceof Error ? error.message : String(error));
	}
}

/**
 * backup --to FILE [--with-uploads DIR] [--force] and restore FILE [--uploads-from DIR], on the
 * database in DATA_DIR. Neither needs PayPal; backup is meant to run beside the server.
 * Exit codes: 0 done, 1 refused or failed, 2 bad usage or settings.
 */
export async function runBackupCommand(
	command: BackupCommand,
	args: string[],
	env: NodeJS.ProcessEnv,
	help: string,
): Promise<number> {
	try {
		const lines = command === 'backup' ? await backup(args, env) : restore(args, env);
		for (const line of lines) console.log(line);
		return 0;
	} catch (error) {
		if (error instanceof UsageError) {
			console.error(`${error.message}\n\n${help}`);
			return 2;
		}
		if (error instanceof CopyCheckError) {
			console.error(`Backup failed: ${error.message}`);
			return 1;
		}
		console.error(error instanceof Error ? error.message : String(error));
		return 1;
	}
}
