import { formatTime } from '@edge/i18n/format';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { AnchorLink } from '../../../lib/links';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { PROFILE_PAGE } from '../../directory/profile-links';
import type { ReportContext } from './report-types';

type ProfileKind = keyof typeof PROFILE_PAGE;
const isProfileKind = (kind: string): kind is ProfileKind => kind in PROFILE_PAGE;

/**
 * Where the reported item is: a review's profile (a link), a comment's post (a link), or a chat
 * message's conversation around it, which only staff read (docs/admin.md).
 */
export function ReportContextView({ context }: { context: ReportContext }) {
	const { t } = useTranslation();
	const language = useLanguage();
	switch (context.kind) {
		case 'review':
			return context.profile && isProfileKind(context.profile.kind) ? (
				<AnchorLink
					to={PROFILE_PAGE[context.profile.kind]}
					search={{ id: context.profile.id }}
					fz="sm"
					data-testid="report-context-profile"
				>
					{t('admin.reports.openProfile', { title: context.profile.title })}
				</AnchorLink>
			) : (
				<Text fz="sm" c="dimmed">
					{t('admin.reports.profileGone')}
				</Text>
			);
		case 'wallComment':
			return (
				<AnchorLink
					to="/businessWall/$postId"
					params={{ postId: String(context.post.id) }}
					fz="sm"
					style={{ overflowWrap: 'anywhere' }}
					data-testid="report-context-post"
				>
					{t('admin.reports.onPost', { title: context.post.title })}
				</AnchorLink>
			);
		case 'chatMessage':
			return (
				<Stack gap={6} data-testid="report-context-chat">
					<Text fz="xs" c="dimmed">
						{t('admin.reports.conversation')}
					</Text>
					{context.messages.map((message) => (
						<Paper
							key={message.id}
							withBorder={message.reported}
							bg={message.reported ? 'var(--mantine-color-red-light)' : 'var(--mantine-color-gray-light)'}
							radius="md"
							px="sm"
							py={6}
							data-testid={message.reported ? 'report-context-reported' : 'report-context-message'}
						>
							<Group gap={6} wrap="wrap">
								<Text fz="xs" fw={600}>
									{message.senderName}
								</Text>
								<Text fz="xs" c="dimmed">
									{formatTime(message.createdAt, language)}
								</Text>
								{message.reported && (
									<Badge size="xs" color="red" variant="light">
										{t('admin.reports.reportedMessage')}
									</Badge>
								)}
								{message.hidden && (
									<Badge size="xs" color="orange" variant="light">
										{t('admin.reports.hiddenMessage')}
									</Badge>
								)}
							</Group>
							<Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
								{message.body}
							</Text>
						</Paper>
					))}
				</Stack>
			);
		case 'wallPost':
			return null;
	}
}
