import { createContext, useContext, useEffect } from 'react';
import { pageCommitted } from '../ssr/take-over';

const APP_NAME = 'Edge';

/**
 * Where a page's title goes while the server draws it (ssr/entry-server.tsx): effects do not run
 * there, so the hook hands the title over during the render, and the server writes it into the
 * drawn page's <title>. Null in the browser, where the effect sets document.title.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

function documentTitle(title: string, brandFirst: boolean): string {
	return brandFirst ? `${APP_NAME} · ${title}` : `${title} · ${APP_NAME}`;
}

/**
 * Sets the tab title to the page's translated title ('Suscripciones · Edge'), following language changes.
 * `brandFirst` puts the app name first ('Edge · <tagline>'): the home page is Edge itself, not a page of it.
 */
export function useDocumentTitle(title: string | null | undefined, { brandFirst = false } = {}): void {
	const sink = useContext(DocumentTitleSink);
	if (sink && title) sink(documentTitle(title, brandFirst));
	// Every page sets its title from its page component: its effect says the page has committed,
	// which a drawn page's take-over waits for (ssr/take-over.ts).
	useEffect(pageCommitted, []);
	useEffect(() => {
		if (!title) return;
		document.title = documentTitle(title, brandFirst);
		return () => {
			document.title = APP_NAME;
		};
	}, [title, brandFirst]);
}
