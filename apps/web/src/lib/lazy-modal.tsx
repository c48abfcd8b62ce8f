import { Modal, type ModalProps } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';

/**
 * Mantine's Modal, mounted from its first opening on. A closed Modal still renders its portal,
 * transition and scroll area, and they set state as they mount (the portal's node, the scroll
 * area's size): on a drawn page every closed dialog (one per offer card, the calendar's two) was
 * taken over and then drawn again in updates React runs without slicing (docs/bench.md).
 *
 * It mounts closed and opens in the next commit (a layout effect: the same task, before paint), so
 * Mantine sees the opening as it would: the enter transition plays, and the element that had focus
 * is remembered and gets it back on close (Mantine records it only when `opened` changes). Once
 * mounted it stays, so closing still animates.
 */
export function LazyModal(props: ModalProps) {
	const [stage, setStage] = useState<'unmounted' | 'closed' | 'live'>(props.opened ? 'closed' : 'unmounted');
	if (props.opened && stage === 'unmounted') setStage('closed');
	useLayoutEffect(() => {
		if (stage === 'closed') setStage('live');
	}, [stage]);
	if (stage === 'unmounted') return null;
	return <Modal {...props} opened={stage === 'live' && props.opened} />;
}
