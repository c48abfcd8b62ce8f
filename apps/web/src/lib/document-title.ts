import { useEffect } from 'react';

const APP_NAME = 'Edge';

/**
 * Sets the tab title to the page's translated title ('Suscripciones · Edge'), following language changes.
 * `brandFirst` puts the app name first ('Edge · <tagline>'): the home page is Edge itself, not a page of it.
 */
export function useDocumentTitle(title: string | null | undefined, { brandFirst = false } = {}): void {
	useEffect(() => {
		if (!title) return;
		document.title = brandFirst ? `${APP_NAME} · ${title}` : `${title} · ${APP_NAME}`;
		return () => {
			document.title = APP_NAME;
		};
	}, [title, brandFirst]);
}
