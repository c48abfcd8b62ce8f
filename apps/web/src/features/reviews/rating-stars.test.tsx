import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RatingStars } from './rating-stars';

afterEach(cleanup);

const fill = (element: HTMLElement) => element.style.getPropertyValue('--rating-filled');

describe('RatingStars', () => {
	it('is one image named by its label, filled in proportion to the rating', () => {
		render(<RatingStars value={3.5} label="Calificación 3.5 de 5" />);
		const stars = screen.getByRole('img', { name: 'Calificación 3.5 de 5' });
		expect(fill(stars)).toBe('70%');
		expect(stars.childElementCount).toBe(0);
	});

	it('keeps the fill between no star and five', () => {
		render(
			<>
				<RatingStars value={-1} label="low" />
				<RatingStars value={7} label="high" size="sm" />
			</>,
		);
		expect(fill(screen.getByRole('img', { name: 'low' }))).toBe('0%');
		const high = screen.getByRole('img', { name: 'high' });
		expect(fill(high)).toBe('100%');
		expect(high.dataset.size).toBe('sm');
	});
});
