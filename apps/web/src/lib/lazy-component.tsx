import {
	type ComponentProps,
	type ComponentType,
	type JSX,
	type JSXElementConstructor,
	lazy,
	type ReactNode,
	Suspense,
	useEffect,
	useId,
	useLayoutEffect,
} from 'react';
import { awaitPart, forgetPart, partCommitted } from '../ssr/take-over';

/** What lazyComponent returns for a component `C`: the same props, drawn once its code has loaded. */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React's own ComponentProps constraint says
export type LazyComponent<C extends JSXElementConstructor<any>> = (props: ComponentProps<C>) => JSX.Element;

/**
 * A component whose code loads the first time it is drawn, shown as `fallback` until then: for what
 * only some visitors use (forms, menus, dialogs), kept out of the pages' first download.
 *
 * In a page the server drew, the part is a Suspense boundary React hydrates only once its code has
 * loaded, after the rest of the page: the take-over (ssr/take-over.ts) waits for it before the page's
 * buttons come live, since a click on one of the part's buttons before then would be lost.
 */
export function lazyComponent<P extends object>(
	load: () => Promise<ComponentType<P>>,
	fallback: ReactNode = null,
): (props: P) => JSX.Element {
	const Loaded = lazy(() => load().then((component) => ({ default: component })));
	// biome-ignore lint/correctness/noComponentHookFactories: made once per module at its top level, like React's own lazy()
	return function LazyComponent(props: P) {
		const part = useId();
		// A layout effect: it runs before the page's own (passive) effects in the same commit, so the
		// take-over cannot end between the two. Gone before it commits (an error, a navigation): not
		// awaited. Both do nothing outside a take-over.
		useLayoutEffect(() => {
			awaitPart(part);
			return () => forgetPart(part);
		}, [part]);
		return (
			<Suspense fallback={fallback}>
				<Loaded {...props} />
				<PartCommitted part={part} />
			</Suspense>
		);
	};
}

/** Inside the part's boundary: its effect runs when the boundary has committed (hydrated). */
function PartCommitted({ part }: { part: string }) {
	useEffect(() => partCommitted(part), [part]);
	return null;
}
