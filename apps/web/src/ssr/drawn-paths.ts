/**
 * The pages the server draws (docs/ssr.md): the public ones a first visit lands on from a search
 * engine or a shared link. Pages behind sign-in, forms and chat are drawn by the browser alone.
 */
export const firstViewPaths: readonly string[] = ['/', '/categories', '/businessProfile', '/businessWall'];

/** Whether the server draws the page at `pathname` (a trailing slash is the same page). */
export function isDrawnPath(pathname: string): boolean {
	return firstViewPaths.includes(pathname.replace(/(.)\/$/, '$1'));
}
