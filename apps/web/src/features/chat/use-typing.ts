import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { trpcClient } from '../../lib/trpc';
import { typingKey } from './chat-cache';
import type { TypingMark } from './use-chat-live';

/** The other side typed within this long: show the hint. */
const SHOWN_MS = 4000;
/** Tell the other side at most this often while typing. */
const SEND_EVERY_MS = 2500;

/** Whether the other person is typing now (the live stream writes the mark), and how to say I am. */
export function useTyping(conversationId: number | null) {
	const mark = useQuery<TypingMark | null>({
		queryKey: typingKey(conversationId ?? 0),
		queryFn: () => null,
		enabled: false,
		initialData: null,
	});
	const [now, setNow] = useState(() => Date.now());
	const at = mark.data?.at ?? 0;
	const typing = at > 0 && now - at < SHOWN_MS;

	// Re-render when the hint should fade.
	useEffect(() => {
		if (!at) return;
		setNow(Date.now());
		const timer = setTimeout(() => setNow(Date.now()), SHOWN_MS);
		return () => clearTimeout(timer);
	}, [at]);

	const lastSent = useRef(0);
	function iAmTyping() {
		if (conversationId === null || Date.now() - lastSent.current < SEND_EVERY_MS) return;
		lastSent.current = Date.now();
		trpcClient.chat.typing.mutate({ conversationId }).catch(() => undefined);
	}

	return { typing, iAmTyping };
}
