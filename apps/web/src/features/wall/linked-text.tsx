import { Anchor, Text, type TextProps } from '@mantine/core';
import { useMemo } from 'react';
import { splitLinks } from './linkify';

/** Links to other sites: no referrer, no access to this page, and no ranking credit for user links. */
export const USER_LINK_REL = 'noopener noreferrer nofollow ugc';

type LinkedTextProps = TextProps & { children: string; 'data-testid'?: string };

/** User text as text, line breaks kept, with its http(s) addresses clickable (opened in a new tab). */
export function LinkedText({ children, ...textProps }: LinkedTextProps) {
	const parts = useMemo(() => splitLinks(children), [children]);
	return (
		<Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} {...textProps}>
			{parts.map((part, index) =>
				part.kind === 'link' ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
					<Anchor key={index} href={part.href} rel={USER_LINK_REL} target="_blank" inherit>
						{part.text}
					</Anchor>
				) : (
					part.text
				),
			)}
		</Text>
	);
}
