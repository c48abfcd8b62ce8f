import {
	type ComponentProps,
	type ComponentType,
	type JSX,
	type JSXElementConstructor,
	lazy,
	type ReactNode,
	Suspense,
} from 'react';

/** What lazyComponent returns for a component `C`: the same props, drawn once its code has loaded. */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React's own ComponentProps constraint says
export type LazyComponent<C extends JSXElementConstructor<any>> = (props: ComponentProps<C>) => JSX.Element;

/**
 * A component whose code loads the first time it is drawn, shown as `fallback` until then: for what
 * only some visitors use (forms, menus, dialogs), kept out of the pages' first download.
 */
export function lazyComponent<P extends object>(
	load: () => Promise<ComponentType<P>>,
	fallback: ReactNode = null,
): (props: P) => JSX.Element {
	const Loaded = lazy(() => load().then((component) => ({ default: component })));
	// biome-ignore lint/correctness/noComponentHookFactories: made once per module at its top level, like React's own lazy()
	return function LazyComponent(props: P) {
		return (
			<Suspense fallback={fallback}>
				<Loaded {...props} />
			</Suspense>
		);
	};
}
