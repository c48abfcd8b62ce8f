import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { TakePartNotice } from './take-part-notice';
import { flattenPages } from './wall-cache';
import { refreshPost, useCommentsQuery, writeComment } from './wall-queries';
import type { WallAccess, WallComment } from './wall-types';

interface CommentsSectionProps {
	postId: number;
	access: WallAccess;
	accessLoading: boolean;
}

/** A post's comments, oldest first, a page at a time, and the composer (or why there is none). */
export function CommentsSection({ postId, access, accessLoading }: CommentsSectionProps) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const query = useCommentsQuery(postId);
	const add = useMutation(trpc.wall.addComment.mutationOptions());

	const send = async (body: string, profileId: number | null) => {
		const comment = await add.mutateAsync({ postId, body, profileId });
		writeComment(queryClient, { ...(comment as WallComment), mine: true });
		refreshPost(queryClient, postId);
		notify.success(t('wall.page.comments.added'));
	};

	const comments = flattenPages(query.data);
	return (
		<Stack gap="sm" component="section" id="comments" aria-labelledby="wall-comments-title">
			<Title order={2} fz="lg" id="wall-comments-title">
				{t('wall.page.comments.title')}
			</Title>
			{query.isPending ? (
				<Stack gap="xs" data-testid="wall-comments-loading">
					<Skeleton height={72} radius="md" />
					<Skeleton height={72} radius="md" />
				</Stack>
			) : query.isError ? (
				<Alert color="red" role="alert" title={t('wall.page.comments.loadError')}>
					<Button variant="light" color="red" size="xs" mt="xs" onClick={() => void query.refetch()}>
						{t('wall.page.retry')}
					</Button>
				</Alert>
			) : comments.length === 0 ? (
				<Paper withBorder radius="md" p="md" data-testid="wall-comments-empty">
					<Text c="dimmed" ta="center" fz="sm">
						{t('wall.page.comments.empty')}
					</Text>
				</Paper>
			) : (
				<Stack gap="xs" data-testid="wall-comments">
					{comments.map((comment) => (
						<CommentItem key={comment.id} comment={comment} access={access} />
					))}
					{query.hasNextPage && (
						<Button
							variant="default"
							onClick={() => void query.fetchNextPage()}
							loading={query.isFetchingNextPage}
							data-testid="wall-comments-load-more"
						>
							{t('wall.page.loadMore')}
						</Button>
					)}
				</Stack>
			)}
			{accessLoading ? null : access.canTakePart ? (
				<CommentComposer
					profiles={access.profiles}
					submitLabel={t('wall.page.comments.send')}
					onSubmit={send}
					testId="wall-comment-composer"
				/>
			) : (
				<TakePartNotice access={access} />
			)}
		</Stack>
	);
}
