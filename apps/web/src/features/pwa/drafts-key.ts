/**
 * Where the draft keeper (draft-keeper.ts) saves typed text before a reload it starts. Apart from
 * the keeper so a page can tell whether there is anything to restore without loading it: drafts
 * exist only after an update's reload, and the keeper stays out of the first load of every page.
 */
export const DRAFTS_KEY = 'edge.drafts';

/** Whether drafts were saved for a reload (sessionStorage may be refused: then there are none). */
export function hasSavedDrafts(storage: Storage = sessionStorage): boolean {
	try {
		return storage.getItem(DRAFTS_KEY) !== null;
	} catch {
		return false;
	}
}
