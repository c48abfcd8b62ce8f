import type { Reaction } from '@edge/api/wall-kinds';
import { Button, Group, Tooltip } from '@mantine/core';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
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
 * removes it. Who may not react sees the buttons disabled, with the reason as a tooltip.
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
				// Focusable while refused (data-disabled, not disabled), so the tooltip reaches keyboards too.
				data-disabled={refusal ? true : undefined}
				aria-disabled={refusal ? true : undefined}
				onClick={(event) => {
					if (refusal) {
						event.preventDefault();
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
		return refusal ? (
			<Tooltip label={refusal} withArrow multiline maw={260} events={{ hover: true, focus: true, touch: true }}>
				{control}
			</Tooltip>
		) : (
			control
		);
	};

	return (
		<Group gap={4} wrap="nowrap">
			{button('like', likeCount)}
			{button('dislike', dislikeCount)}
		</Group>
	);
}
