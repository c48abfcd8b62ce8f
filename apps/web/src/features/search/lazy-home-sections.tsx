import { Container, Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const HomeDirectorySections = lazy(() => import('./home-directory-sections'));

/** Start loading a little before the sections scroll into view, so they are ready when seen. */
const LOAD_MARGIN = '300px';

/**
 * Placeholder that loads the home page's directory sections when they come near the viewport.
 * They sit below the fold, and their code (the tRPC client, cards) would otherwise be part of the
 * first load of /, which has a 200 KB budget.
 */
export function LazyHomeSections() {
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
			<Skeleton height={28} width={240} mb="md" />
			<Skeleton height={220} radius="lg" />
		</Container>
	);
	return (
		<div ref={placeholder} data-testid="home-directory-placeholder">
			{visible ? <Suspense fallback={fallback}>{<HomeDirectorySections />}</Suspense> : fallback}
		</div>
	);
}
