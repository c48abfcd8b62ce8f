import type { Reaction } from '@edge/api/wall-kinds';
import { Button, Group } from '@mantine/core';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/use-translation';
import type { WallAccess } from './wall-types';

interface ReactionButtonsProps {
	likeCount: number;
	dislikeCount: number;
	myReaction: Reaction | null;
	access: WallAccess;
	pending: boolean;
	/** The reaction to set; null removes mine (clicking my reaction again). */
	onReact: (reaction: Reaction | null) => void;
}

/**
 * Like and dislike with their counts; mine is pressed. Clicking the other switches, clicking mine
 * removes it. Who may not react sees the buttons disabled; the reason is their title (hover) and
 * clicking one says it as a notification (keyboard and touch too). Not a tooltip per button: two per
 * post cost a positioning engine each, the largest part of drawing the wall on a phone.
 */
export function ReactionButtons({
	likeCount,
	dislikeCount,
	myReaction,
	access,
	pending,
	onReact,
}: ReactionButtonsProps) {
	const { t } = useTranslation();
	const refusal = access.canTakePart
		? null
		: t(access.signedIn ? 'wall.page.access.reactNoPlan' : 'wall.page.access.reactSignedOut');

	const button = (reaction: Reaction, count: number) => {
		const pressed = myReaction === reaction;
		const Icon =
			reaction === 'like' ? (pressed ? IconThumbUpFilled : IconThumbUp) : pressed ? IconThumbDownFilled : IconThumbDown;
		// The name starts with the count the button shows ("3 likes"): a spoken name must contain the
		// visible text, so voice control users can say what they see.
		const label = t(`wall.page.reactions.${reaction}Count`, { count });
		const control = (
			<Button
				variant={pressed ? 'light' : 'subtle'}
				color={reaction === 'like' ? 'teal' : 'red'}
				size="compact-sm"
				leftSection={<Icon size={16} aria-hidden />}
				aria-pressed={pressed}
				aria-label={label}
				// Focusable while refused (data-disabled, not disabled), so keyboards reach the reason too.
				data-disabled={refusal ? true : undefined}
				aria-disabled={refusal ? true : undefined}
				title={refusal ?? undefined}
				onClick={(event) => {
					if (refusal) {
						event.preventDefault();
						notify.warning(refusal);
						return;
					}
					if (!pending) onReact(pressed ? null : reaction);
				}}
				data-testid={`wall-${reaction}`}
				data-count={count}
			>
				{count}
			</Button>
		);
		return control;
	};

	return (
		<Group gap={4} wrap="nowrap">
			{button('like', likeCount)}
			{button('dislike', dislikeCount)}
		</Group>
	);
}
