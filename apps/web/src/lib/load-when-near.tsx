import { Container, Skeleton } from '@mantine/core';
import {
	type ComponentType,
	type LazyExoticComponent,
	type RefObject,
	Suspense,
	startTransition,
	useEffect,
	useRef,
	useState,
} from 'react';

/** Start loading a little before a section scrolls into view, so it is ready when seen. */
const LOAD_MARGIN = '300px';

interface LoadWhenNearProps {
	/** A `lazy()` section: its chunk is fetched only once the placeholder nears the viewport. */
	section: LazyExoticComponent<ComponentType>;
	testId: string;
	/** The skeleton's size while waiting: a heading of this width and a block of this height. */
	headingWidth: number;
	height: number;
}

/**
 * True once `element` is within LOAD_MARGIN of the viewport (and from then on): what lies below the
 * fold loads when the reader heads there, not with the page.
 */
export function useNear(element: RefObject<HTMLElement | null>): boolean {
	const [near, setNear] = useState(false);
	useEffect(() => {
		const target = element.current;
		if (!target || near) return;
		if (typeof IntersectionObserver === 'undefined') {
			setNear(true);
			return;
		}
		const observer = new IntersectionObserver(
			(entries) => {
				// A transition: what comes in (a map, a home section) renders in slices, not in one long task.
				if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
			},
			{ rootMargin: LOAD_MARGIN },
		);
		observer.observe(target);
		return () => observer.disconnect();
	}, [element, near]);
	return near;
}

/**
 * A tiny placeholder for a section below the fold (the home page's): the section's code, and what
 * it brings (the API client, cards, texts), stays out of the first load of /.
 */
export function LoadWhenNear({ section: Section, testId, headingWidth, height }: LoadWhenNearProps) {
	const placeholder = useRef<HTMLDivElement>(null);
	const near = useNear(placeholder);

	const fallback = (
		<Container size="lg" py="xl" aria-hidden>
			<Skeleton height={28} width={headingWidth} mb="md" />
			<Skeleton height={height} radius="lg" />
		</Container>
	);
	return (
		<div ref={placeholder} data-testid={testId}>
			{near ? (
				<Suspense fallback={fallback}>
					<Section />
				</Suspense>
			) : (
				fallback
			)}
		</div>
	);
}
