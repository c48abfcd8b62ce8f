import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { isTakingOver, pageCommitted, watchTakeOver } from '../ssr/take-over';
import { useHydrated } from './client-only';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: boolean[] = [];

function HydratedFlag() {
	const hydrated = useHydrated();
	seen.push(hydrated);
	return <output>{hydrated ? 'browser' : 'drawn'}</output>;
}

describe('useHydrated', () => {
	let root: Root | null = null;
	afterEach(() => {
		act(() => root?.unmount());
		root = null;
		document.body.innerHTML = '';
		seen.length = 0;
		if (isTakingOver()) pageCommitted();
	});

	it('is false while React takes a drawn page over, with no mismatch, and true once it has committed', async () => {
		const container = document.createElement('div');
		// What the server draws (it has no window: false).
		container.innerHTML = '<output>drawn</output>';
		document.body.append(container);
		watchTakeOver(() => {});
		await act(async () => {
			root = hydrateRoot(container, <HydratedFlag />, { onRecoverableError: (error) => expect.fail(String(error)) });
		});
		expect(seen[0]).toBe(false);
		expect(container.textContent).toBe('browser');
	});

	it('is true from the first render of a page the browser draws itself', async () => {
		const container = document.createElement('div');
		root = createRoot(container);
		await act(async () => root?.render(<HydratedFlag />));
		expect(seen).toEqual([true]);
	});
});
