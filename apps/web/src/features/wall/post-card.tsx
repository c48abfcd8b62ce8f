import type { Reaction } from '@edge/api/wall-kinds';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translateError } from '../../lib/api-error';
import { AnchorLink, ButtonLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { UploadedImage } from '../images/uploaded-image';
import { LazyConfirmDialog } from '../shell/lazy-confirm-dialog';
import { AuthorLine } from './author-line';
import { HiddenNote } from './hidden-note';
import { ItemMenu } from './item-menu';
import { LazyPostFormModal, LazyReportModal } from './lazy-modals';
import { LinkedText } from './linked-text';
import { ReactionButtons } from './reaction-buttons';
import { dropPost, writeReaction } from './wall-queries';
import type { WallAccess, WallPost } from './wall-types';

interface PostCardProps {
	post: WallPost;
	access: WallAccess;
	/** On the post's own page: the title is not a link and the image is larger. */
	detail?: boolean;
	/** After the author deleted it. */
	onDeleted?: () => void;
}

/** One post: who and when, title, text with safe links, image, reactions, comments and its menu. */
export function PostCard({ post, access, detail = false, onDeleted }: PostCardProps) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const [editing, edit] = useDisclosure(false);
	const [deleting, del] = useDisclosure(false);
	const [reporting, report] = useDisclosure(false);
	const react = useMutation(trpc.wall.react.mutationOptions());
	const remove = useMutation(trpc.wall.deletePost.mutationOptions());

	const onReact = async (reaction: Reaction | null) => {
		try {
			writeReaction(queryClient, await react.mutateAsync({ postId: post.id, reaction }));
		} catch (error) {
			notify.error(translateError(error, t));
		}
	};

	const confirmDelete = async () => {
		try {
			await remove.mutateAsync({ postId: post.id });
			del.close();
			dropPost(queryClient, post.id);
			notify.success(t('wall.page.delete.done'));
			onDeleted?.();
		} catch (error) {
			notify.error(translateError(error, t));
		}
	};

	const postLink = { to: '/businessWall/$postId', params: { postId: String(post.id) } } as const;
	return (
		<Paper withBorder radius="md" p="md" component="article" data-testid="wall-post" data-post-id={post.id}>
			<Stack gap="sm">
				<AuthorLine
					author={post.author}
					createdAt={post.createdAt}
					editedAt={post.editedAt}
					menu={
						<ItemMenu
							testId="wall-post-menu"
							onEdit={post.mine && access.canTakePart ? edit.open : undefined}
							onDelete={post.mine ? del.open : undefined}
							onReport={access.signedIn && !post.mine ? report.open : undefined}
						/>
					}
				/>
				<Title order={detail ? 1 : 2} fz={detail ? 'h2' : 'lg'} style={{ overflowWrap: 'anywhere' }}>
					{detail ? (
						post.title
					) : (
						<AnchorLink {...postLink} c="inherit" inherit data-testid="wall-post-title-link">
							{post.title}
						</AnchorLink>
					)}
				</Title>
				<HiddenNote hidden={post.hidden} />
				<LinkedText data-testid="wall-post-content">{post.content}</LinkedText>
				{post.imageId && (
					<UploadedImage
						id={post.imageId}
						width={detail ? 1600 : 800}
						alt={t('wall.page.postImage', { title: post.title })}
						radius="sm"
						mah={detail ? 640 : 420}
						fit="contain"
						data-testid="wall-post-image"
					/>
				)}
				<Group justify="space-between" gap="xs" wrap="wrap">
					<ReactionButtons
						likeCount={post.likeCount}
						dislikeCount={post.dislikeCount}
						myReaction={post.myReaction}
						access={access}
						pending={react.isPending}
						onReact={onReact}
					/>
					<ButtonLink
						{...postLink}
						hash={detail ? 'comments' : undefined}
						variant="subtle"
						color="gray"
						size="compact-sm"
						leftSection={<IconMessageCircle size={16} aria-hidden />}
						data-testid="wall-comment-count"
						data-count={post.commentCount}
					>
						{t('wall.page.comments.count', { count: post.commentCount })}
					</ButtonLink>
				</Group>
			</Stack>
			{editing && <LazyPostFormModal opened={editing} onClose={edit.close} access={access} post={post} />}
			<LazyConfirmDialog
				opened={deleting}
				title={t('wall.page.delete.title')}
				body={t('wall.page.delete.body')}
				confirmLabel={t('wall.page.delete.confirm')}
				loading={remove.isPending}
				onConfirm={confirmDelete}
				onClose={del.close}
				testId="wall-post-delete-confirm"
			/>
			{reporting && <LazyReportModal target="post" id={post.id} opened={reporting} onClose={report.close} />}
		</Paper>
	);
}
