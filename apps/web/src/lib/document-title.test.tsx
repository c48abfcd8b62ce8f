import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentTitleSink, useDocumentTitle } from './document-title';

afterEach(() => {
	document.title = 'Edge';
});

describe('useDocumentTitle', () => {
	it("puts the page title before the app name, follows a new title, and restores 'Edge' on unmount", () => {
		const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), {
			initialProps: { title: 'Contáctanos' },
		});
		expect(document.title).toBe('Contáctanos · Edge');
		rerender({ title: 'Contact us' });
		expect(document.title).toBe('Contact us · Edge');
		unmount();
		expect(document.title).toBe('Edge');
	});

	it('puts the app name first for the home page', () => {
		renderHook(() => useDocumentTitle('El directorio', { brandFirst: true }));
		expect(document.title).toBe('Edge · El directorio');
	});

	it('leaves the title alone while there is no title yet', () => {
		document.title = 'Edge';
		renderHook(() => useDocumentTitle(undefined));
		expect(document.title).toBe('Edge');
	});

	it("hands the title to the server's sink while the page is drawn", () => {
		const titles: string[] = [];
		renderHook(() => useDocumentTitle('Categorías'), {
			wrapper: ({ children }) => (
				<DocumentTitleSink.Provider value={(title) => titles.push(title)}>{children}</DocumentTitleSink.Provider>
			),
		});
		expect(titles.at(-1)).toBe('Categorías · Edge');
	});
});
