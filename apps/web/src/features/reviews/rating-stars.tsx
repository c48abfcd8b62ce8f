import type { CSSProperties } from 'react';
import classes from './rating-stars.module.css';

interface RatingStarsProps {
	/** 0 to 5; fractions fill part of a star. */
	value: number;
	/** What a screen reader says instead of the stars, in the reader's language. */
	label: string;
	size?: 'sm' | 'md';
}

/**
 * Five stars filled up to a rating, for reading only. One element, painted by CSS (a star mask over
 * a two-colour fill): Mantine's Rating draws an input, a label and an icon per star and per fraction,
 * which made a page of profile cards hundreds of elements heavier to draw and to hydrate
 * (docs/bench.md, "Lighthouse"). The review form, where stars are chosen, keeps Mantine's Rating.
 */
export function RatingStars({ value, label, size = 'md' }: RatingStarsProps) {
	const filled = Math.min(5, Math.max(0, value)) * 20;
	return (
		<span
			role="img"
			aria-label={label}
			className={classes.stars}
			data-size={size}
			style={{ '--rating-filled': `${filled}%` } as CSSProperties}
		/>
	);
}
