import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useStableId } from './stable-id';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;

function Field() {
	const id = useStableId();
	const [, setTick] = useState(0);
	renders += 1;
	return (
		<label htmlFor={id}>
			<input id={id} onChange={() => setTick((tick) => tick + 1)} />
		</label>
	);
}

describe("Mantine's ids, made stable", () => {
	let root: Root | null = null;
	afterEach(() => {
		act(() => root?.unmount());
		document.body.innerHTML = '';
		renders = 0;
	});

	it('keeps the id the server drew, with no render after the take-over', async () => {
		const container = document.createElement('div');
		container.innerHTML = renderToString(<Field />);
		document.body.append(container);
		const drawnId = container.querySelector('input')?.id;
		expect(drawnId).toMatch(/^mantine-/);
		renders = 0;
		await act(async () => {
			root = hydrateRoot(container, <Field />, { onRecoverableError: (error) => expect.fail(String(error)) });
		});
		// Mantine's own hook rendered again after mount, with a random id written into the page.
		expect(renders).toBe(1);
		expect(container.querySelector('input')?.id).toBe(drawnId);
	});

	it('returns a static id when one is given', () => {
		const html = renderToString(<StaticId />);
		expect(html).toContain('id="search"');
	});
});

function StaticId() {
	return <input id={useStableId('search')} />;
}
