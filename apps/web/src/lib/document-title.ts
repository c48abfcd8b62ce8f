import { useEffect } from 'react';

const APP_NAME = 'Edge';

/** Sets the tab title to the page's translated title ('Suscripciones · Edge'), following language changes. */
export function useDocumentTitle(title: string | null | undefined): void {
	useEffect(() => {
		if (!title) return;
		document.title = `${title} · ${APP_NAME}`;
		return () => {
			document.title = APP_NAME;
		};
	}, [title]);
}
