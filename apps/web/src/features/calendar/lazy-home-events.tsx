import { Container, Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadCatalogs } from '../../lib/i18n';

// The section's code, the API client and the calendar texts load together, when it comes near view.
const HomeNextEvents = lazy(() =>
	Promise.all([import('./home-next-events'), loadCatalogs(['calendar'])]).then(([module]) => module),
);

/** Start loading a little before the section scrolls into view, so it is ready when seen. */
const LOAD_MARGIN = '300px';

/**
 * The home page's "next events" placeholder: tiny, so the first load of / stays within budget;
 * the section itself is a lazy chunk fetched when the placeholder nears the viewport.
 */
export function LazyHomeEvents() {
	const placeholder = useRef<HTMLDivElement>(null);
	const [visible, setVisible] = useState(false);
	useEffect(() => {
		const element = placeholder.current;
		if (!element || visible) return;
		if (typeof IntersectionObserver === 'undefined') {
			setVisible(true);
			return;
		}
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
			},
			{ rootMargin: LOAD_MARGIN },
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, [visible]);

	const fallback = (
		<Container size="lg" py="xl" aria-hidden>
			<Skeleton height={28} width={200} mb="md" />
			<Skeleton height={140} radius="lg" />
		</Container>
	);
	return (
		<div ref={placeholder} data-testid="home-events-placeholder">
			{visible ? <Suspense fallback={fallback}>{<HomeNextEvents />}</Suspense> : fallback}
		</div>
	);
}
