import { Container, Skeleton } from '@mantine/core';
import { type ComponentType, type LazyExoticComponent, Suspense, useEffect, useRef, useState } from 'react';

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
 * A tiny placeholder for a section below the fold (the home page's): the section's code, and what
 * it brings (the API client, cards, texts), stays out of the first load of /.
 */
export function LoadWhenNear({ section: Section, testId, headingWidth, height }: LoadWhenNearProps) {
	const placeholder = useRef<HTMLDivElement>(null);
	const [near, setNear] = useState(false);
	useEffect(() => {
		const element = placeholder.current;
		if (!element || near) return;
		if (typeof IntersectionObserver === 'undefined') {
			setNear(true);
			return;
		}
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) setNear(true);
			},
			{ rootMargin: LOAD_MARGIN },
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, [near]);

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
