import { act, type ReactElement, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { isTakingOver, pageCommitted, watchTakeOver } from './take-over';
import { HydrateWhenOpen, type TakeOverGate, useTakeOverGate } from './take-over-gate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounts = 0;
let gate: TakeOverGate | null = null;

/** A part with state, an effect and a handler: what a taken-over part has and a drawn one lacks. */
function Counter({ label }: { label: string }) {
	const [count, setCount] = useState(0);
	useEffect(() => {
		mounts += 1;
	}, []);
	return (
		<button type="button" onClick={() => setCount((was) => was + 1)}>
			{label} {count}
		</button>
	);
}

/** A page whose part is wanted at once or not, as a listing's filters on a wide screen or a phone. */
function Page({ wanted, label = 'filters' }: { wanted: boolean; label?: string }) {
	const ownGate = useTakeOverGate(() => wanted);
	gate = ownGate;
	return (
		<main>
			<HydrateWhenOpen gate={ownGate}>
				<Counter label={label} />
			</HydrateWhenOpen>
		</main>
	);
}

/** The server's draw of `element` in a container, as the browser receives it. */
function drawn(element: ReactElement): HTMLElement {
	const container = document.createElement('div');
	container.innerHTML = renderToString(element);
	document.body.append(container);
	return container;
}

const button = (container: HTMLElement) => container.querySelector('button') as HTMLButtonElement;

describe('a part of a drawn page taken over once its gate opens', () => {
	let root: Root | null = null;
	afterEach(() => {
		act(() => root?.unmount());
		root = null;
		document.body.innerHTML = '';
		if (isTakingOver()) pageCommitted();
		mounts = 0;
		gate = null;
	});

	/** The server draws the page, and React takes it over with the part not wanted yet. */
	async function takeOverWithPartShut(): Promise<HTMLElement> {
		const container = drawn(<Page wanted={false} />);
		expect(button(container).textContent).toBe('filters 0');
		watchTakeOver(() => {});
		await act(async () => {
			root = hydrateRoot(container, <Page wanted={false} />, {
				onRecoverableError: (error) => expect.fail(String(error)),
			});
		});
		pageCommitted();
		return container;
	}

	it('stays as drawn, with none of its code run, until the gate opens; then React takes it over', async () => {
		const container = await takeOverWithPartShut();
		const drawnButton = button(container);
		expect(mounts).toBe(0);
		await act(async () => drawnButton.click());
		expect(button(container).textContent).toBe('filters 0');

		await act(async () => gate?.open());
		// Taken over, not drawn anew: the same element, now with its component's effect and handler.
		expect(button(container)).toBe(drawnButton);
		expect(mounts).toBe(1);
		await act(async () => button(container).click());
		expect(button(container).textContent).toBe('filters 1');
	});

	it('is taken over, not drawn anew, when the gate opens with the update that shows the part', async () => {
		const container = await takeOverWithPartShut();
		const drawnButton = button(container);
		// As the fold's button does: open the gate, then change what the part shows, in one handler.
		await act(async () => {
			gate?.open();
			root?.render(<Page wanted={false} label="shown" />);
		});
		expect(button(container)).toBe(drawnButton);
		expect(button(container).textContent).toBe('shown 0');
		expect(mounts).toBe(1);
	});

	it('is taken over with the page when it is wanted at once', async () => {
		const container = drawn(<Page wanted={true} />);
		watchTakeOver(() => {});
		await act(async () => {
			root = hydrateRoot(container, <Page wanted={true} />);
		});
		expect(mounts).toBe(1);
		await act(async () => button(container).click());
		expect(button(container).textContent).toBe('filters 1');
	});

	it('is open outside a take-over (a page the browser draws itself)', async () => {
		const container = document.createElement('div');
		document.body.append(container);
		root = createRoot(container);
		await act(async () => root?.render(<Page wanted={false} />));
		expect(gate?.isOpen).toBe(true);
		expect(button(container).textContent).toBe('filters 0');
		expect(mounts).toBe(1);
	});
});
