import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { LazyPostFormModal } from './lazy-modals';
import { PostCard } from './post-card';
import { PostListSkeleton } from './post-list-skeleton';
import { TakePartNotice } from './take-part-notice';
import { useWallAccess } from './use-wall-access';
import { WallLive } from './use-wall-live';
import { flattenPages } from './wall-cache';
import { postIsListed, usePostsQuery } from './wall-queries';
import type { WallAccess, WallPost } from './wall-types';

/**
 * /businessWall: the posts, newest first, a page at a time. Members with a valid plan write from
 * here; everyone else reads, with the reason they cannot take part. Live: counts and removals
 * change in place, and new posts are announced at the top until the reader shows them.
 */
export function WallPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('wall.page.titles.list'));
	const queryClient = useQueryClient();
	const { access, loading: accessLoading, userId } = useWallAccess();
	const query = usePostsQuery();
	const [writing, write] = useDisclosure(false);
	const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());

	const onNewPost = (postId: number) => {
		if (postIsListed(queryClient, postId)) return;
		setFresh((previous) => new Set(previous).add(postId));
	};

	const showFresh = async () => {
		setFresh(new Set());
		await queryClient.invalidateQueries(trpc.wall.posts.pathFilter());
		window.scrollTo({ top: 0, behavior: 'smooth' });
	};

	const onCreated = (post: WallPost) => {
		setFresh((previous) => {
			const next = new Set(previous);
			next.delete(post.id);
			return next;
		});
		void queryClient.invalidateQueries(trpc.wall.posts.pathFilter());
	};

	const posts = useMemo(() => flattenPages(query.data), [query.data]);
	// The cards are drawn at low priority, in slices that leave the page responsive (a page of
	// posts is the heaviest render of the app on a phone), and only once the viewer's access is
	// known: the notice above them would otherwise push them down as it appears (layout shift).
	const shown = useDeferredValue(accessLoading || query.isPending ? null : posts);
	return (
		<Stack gap="lg" maw={720} mx="auto" w="100%" data-testid="wall-page">
			<WallLive userId={userId} onNewPost={onNewPost} />
			<Group justify="space-between" align="flex-end" gap="sm">
				<Stack gap={4}>
					<Title order={1}>{t('wall.page.titles.list')}</Title>
					<Text c="dimmed">{t('wall.page.intro')}</Text>
				</Stack>
				{access.canTakePart && (
					<Button leftSection={<IconPlus size={18} aria-hidden />} onClick={write.open} data-testid="wall-new-post">
						{t('wall.page.newPost')}
					</Button>
				)}
			</Group>
			{!accessLoading && <TakePartNotice access={access} />}
			{fresh.size > 0 && (
				<Button
					variant="light"
					leftSection={<IconArrowUp size={16} aria-hidden />}
					onClick={showFresh}
					data-testid="wall-new-posts"
					data-count={fresh.size}
					aria-live="polite"
				>
					{t('wall.page.newPosts', { count: fresh.size })}
				</Button>
			)}
			{accessLoading ? null : shown === null && !query.isError ? (
				// Not before the access is known: the notice above would push the placeholders down.
				<PostListSkeleton />
			) : query.isError ? (
				<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('wall.page.loadError')} role="alert">
					<Button variant="light" color="red" mt="xs" onClick={() => void query.refetch()} data-testid="wall-retry">
						{t('wall.page.retry')}
					</Button>
				</Alert>
			) : shown === null || shown.length === 0 ? (
				<Paper withBorder radius="md" p="xl" data-testid="wall-empty">
					<Text c="dimmed" ta="center">
						{t('wall.page.empty')}
					</Text>
				</Paper>
			) : (
				<Stack gap="md" data-testid="wall-posts">
					<PostCards posts={shown} access={access} />
					{query.hasNextPage && (
						<Button
							variant="default"
							onClick={() => void query.fetchNextPage()}
							loading={query.isFetchingNextPage}
							data-testid="wall-load-more"
						>
							{t('wall.page.loadMore')}
						</Button>
					)}
				</Stack>
			)}
			{writing && <LazyPostFormModal opened={writing} onClose={write.close} access={access} onCreated={onCreated} />}
		</Stack>
	);
}

/** Memoized: the page's own re-renders (a notice, the "new posts" count) do not redraw every card. */
const PostCards = memo(function PostCards({ posts, access }: { posts: readonly WallPost[]; access: WallAccess }) {
	return posts.map((post) => <PostCard key={post.id} post={post} access={access} />);
});
