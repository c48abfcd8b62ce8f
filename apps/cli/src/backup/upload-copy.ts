import { constants, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface UploadCopySummary {
	folders: number;
	copied: number;
	bytes: number;
	/** Files the target already had with the same size, left as they were. */
	kept: number;
}

/** The entries of a folder, or none when it has gone (the upload sweep deleted it meanwhile). */
function entriesOf(folder: string) {
	try {
		return readdirSync(folder, { withFileTypes: true });
	} catch (error) {
		if (isMissing(error)) return [];
		throw error;
	}
}

function isMissing(error: unknown): boolean {
	return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/**
 * Copies the uploads folder (one folder per upload, its image files inside) from `from` into `to`,
 * as it is while the server runs. Uploads are written once and never changed, so a copy of each
 * file as found is consistent enough: a file the target already has with the same size is kept
 * (a second backup into the same folder copies only what is new), and an upload the sweep
 * deletes while we copy is skipped. Symbolic links and stray files are not the server's and are
 * left out. Each file is written under a temporary name and renamed, so an interrupted copy never
 * leaves a truncated image under a real name.
 */
export function copyUploads(from: string, to: string): UploadCopySummary {
	const summary: UploadCopySummary = { folders: 0, copied: 0, bytes: 0, kept: 0 };
	if (!existsSync(from)) return summary;
	mkdirSync(to, { recursive: true });
	for (const folder of entriesOf(from)) {
		if (!folder.isDirectory()) continue;
		const files = entriesOf(join(from, folder.name)).filter((file) => file.isFile());
		if (files.length === 0) continue;
		summary.folders += 1;
		mkdirSync(join(to, folder.name), { recursive: true });
		for (const file of files) {
			const source = join(from, folder.name, file.name);
			const target = join(to, folder.name, file.name);
			let size: number;
			try {
				size = statSync(source).size;
			} catch (error) {
				if (isMissing(error)) continue;
				throw error;
			}
			if (existsSync(target) && statSync(target).size === size) {
				summary.kept += 1;
				continue;
			}
			const partial = `${target}.partial`;
			try {
				copyFileSync(source, partial, constants.COPYFILE_FICLONE);
			} catch (error) {
				if (isMissing(error)) continue;
				throw error;
			}
			renameSync(partial, target);
			summary.copied += 1;
			summary.bytes += size;
		}
	}
	return summary;
}

/** True when the folder is missing or holds nothing. */
export function isEmptyFolder(folder: string): boolean {
	return !existsSync(folder) || readdirSync(folder).length === 0;
}
