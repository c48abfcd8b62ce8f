import { formatDate } from '@edge/i18n/format';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/client-only';
import { AnchorLink } from '../../lib/links';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { profileLink } from '../directory/profile-links';
import { imageSources } from '../images/image-sources';
import { relativeTime } from './relative-time';
import { useNow } from './use-now';
import type { WallAuthor } from './wall-types';

interface AuthorLineProps {
	author: WallAuthor;
	createdAt: string;
	editedAt: string | null;
	/** The post's or comment's menu, at the end of the line. */
	menu?: ReactNode;
	size?: 'md' | 'sm';
}

/** The business that speaks (picture and name, linking to its profile) and when, relative. */
export function AuthorLine({ author, createdAt, editedAt, menu, size = 'md' }: AuthorLineProps) {
	const { t } = useTranslation();
	const now = useNow();
	const language = useLanguage();
	// A drawn page is kept and served for minutes (docs/ssr.md): drawn, the line says the date, and the
	// relative time comes once the app is live. Drawn relative, a minute that ticked over between the
	// draw and the take-over made React throw the page away and draw it again.
	const live = useHydrated();
	const avatar = (
		<Avatar
			src={author.imageId ? imageSources(author.imageId, 320).webp : null}
			name={author.name}
			color="initials"
			size={size === 'md' ? 44 : 32}
			radius="xl"
			alt={author.imageId ? t('wall.page.authorPicture', { name: author.name }) : ''}
		/>
	);
	const link =
		author.profileId !== null && author.profileKind !== null ? profileLink(author.profileKind, author.profileId) : null;
	return (
		<Group gap="sm" wrap="nowrap" align="center" justify="space-between">
			<Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
				{avatar}
				<Stack gap={0} style={{ minWidth: 0 }}>
					{link ? (
						<AnchorLink {...link} fw={600} fz={size} truncate="end" c="inherit" data-testid="wall-author">
							{author.name}
						</AnchorLink>
					) : (
						<Text fw={600} fz={size} truncate="end" data-testid="wall-author">
							{author.name}
						</Text>
					)}
					<Text fz="xs" c="dimmed">
						<time dateTime={createdAt} title={formatDate(new Date(createdAt), language)}>
							{live ? relativeTime(createdAt, now, language) : formatDate(new Date(createdAt), language)}
						</time>
						{editedAt ? ` · ${t('wall.page.edited')}` : ''}
					</Text>
				</Stack>
			</Group>
			{menu}
		</Group>
	);
}
