import type { Reaction } from '@edge/api/wall-kinds';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests, renderWithProviders } from '../../test/render-page';
import { ReactionButtons } from './reaction-buttons';
import type { WallAccess } from './wall-types';

beforeAll(prepareWebTests);
afterEach(cleanup);

const member: WallAccess = { signedIn: true, canTakePart: true, profiles: [] };
const withoutPlan: WallAccess = { signedIn: true, canTakePart: false, profiles: [] };

function renderButtons(access: WallAccess, myReaction: Reaction | null) {
	const calls: (Reaction | null)[] = [];
	renderWithProviders(
		<ReactionButtons
			likeCount={3}
			dislikeCount={1}
			myReaction={myReaction}
			access={access}
			pending={false}
			onReact={(reaction) => calls.push(reaction)}
		/>,
	);
	return calls;
}

describe('the reaction buttons', () => {
	it('press mine, switch to the other, and remove mine when clicked again', () => {
		const calls = renderButtons(member, 'like');
		const like = screen.getByTestId('wall-like');
		const dislike = screen.getByTestId('wall-dislike');
		expect(like.getAttribute('aria-pressed')).toBe('true');
		expect(dislike.getAttribute('aria-pressed')).toBe('false');
		expect(like.textContent).toBe('3');
		fireEvent.click(dislike);
		fireEvent.click(like);
		expect(calls).toEqual(['dislike', null]);
	});

	it('refuse in place, with the reason, for someone without a plan', () => {
		const calls = renderButtons(withoutPlan, null);
		const like = screen.getByTestId('wall-like');
		expect(like.getAttribute('aria-disabled')).toBe('true');
		// The reason is the button's title (its accessible description) and, on click, a notification.
		expect(like.getAttribute('title')).toMatch(/plan/i);
		fireEvent.click(like);
		expect(calls).toEqual([]);
	});
});
