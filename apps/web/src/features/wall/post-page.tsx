import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { CommentsSection } from './comments-section';
import { PostCard } from './post-card';
import { PostListSkeleton } from './post-list-skeleton';
import { useWallAccess } from './use-wall-access';
import { useWallLive } from './use-wall-live';
import type { WallPost } from './wall-types';

function isNotFound(error: unknown): boolean {
	return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';
}

/** /businessWall/$postId: the post, its comments (oldest first) and the comment composer; live. */
export function PostPage({ postId }: { postId: number | null }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const { access, loading: accessLoading, userId } = useWallAccess();
	const query = useQuery({
		...trpc.wall.post.queryOptions({ postId: postId ?? 0 }),
		enabled: postId !== null,
		retry: (count, error) => !isNotFound(error) && count < 1,
	});
	useWallLive({ userId });
	const post = query.data as WallPost | undefined;
	useDocumentTitle(post?.title ?? t('wall.page.titles.post'));

	const back = (
		<ButtonLink
			to="/businessWall"
			variant="subtle"
			leftSection={<IconArrowLeft size={16} aria-hidden />}
			px={0}
			style={{ alignSelf: 'flex-start' }}
			data-testid="wall-back"
		>
			{t('wall.page.back')}
		</ButtonLink>
	);

	let body: ReactNode;
	if (postId === null || (query.isError && isNotFound(query.error))) {
		body = (
			<Stack gap="sm" data-testid="wall-post-not-found">
				<Title order={1} fz="h2">
					{t('wall.page.notFound')}
				</Title>
				<Text c="dimmed">{t('wall.page.notFoundHint')}</Text>
			</Stack>
		);
	} else if (query.isError) {
		body = <Alert color="red" role="alert" title={translateError(query.error, t)} />;
	} else if (!post) {
		body = (
			<>
				<PostListSkeleton count={1} />
				<Skeleton height={72} radius="md" />
			</>
		);
	} else {
		body = (
			<>
				<PostCard
					post={post}
					access={access}
					detail
					onDeleted={() => void navigate({ to: '/businessWall', replace: true })}
				/>
				<CommentsSection postId={post.id} access={access} accessLoading={accessLoading} />
			</>
		);
	}

	return (
		<Stack gap="md" maw={720} mx="auto" w="100%" data-testid="wall-post-page">
			{back}
			{body}
		</Stack>
	);
}
