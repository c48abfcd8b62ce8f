import { Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { LazyConfirmDialog } from '../shell/lazy-confirm-dialog';
import { AuthorLine } from './author-line';
import { CommentComposer } from './comment-composer';
import { HiddenNote } from './hidden-note';
import { ItemMenu } from './item-menu';
import { LazyReportModal } from './lazy-modals';
import { LinkedText } from './linked-text';
import { dropComment, refreshPost, writeComment } from './wall-queries';
import type { WallAccess, WallComment } from './wall-types';

/** One comment: who and when, its text with safe links, and edit/delete (author) or report. */
export function CommentItem({ comment, access }: { comment: WallComment; access: WallAccess }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const [editing, setEditing] = useState(false);
	const [deleting, del] = useDisclosure(false);
	const [reporting, report] = useDisclosure(false);
	const update = useMutation(trpc.wall.updateComment.mutationOptions());
	const remove = useMutation(trpc.wall.deleteComment.mutationOptions());

	const save = async (body: string) => {
		const saved = await update.mutateAsync({ commentId: comment.id, body });
		writeComment(queryClient, { ...(saved as WallComment), mine: true });
		setEditing(false);
		notify.success(t('wall.page.comments.updated'));
	};

	const confirmDelete = async () => {
		try {
			await remove.mutateAsync({ commentId: comment.id });
			del.close();
			dropComment(queryClient, comment.postId, comment.id);
			refreshPost(queryClient, comment.postId);
			notify.success(t('wall.page.comments.deleted'));
		} catch (error) {
			notify.error(translateError(error, t));
		}
	};

	return (
		<Paper withBorder radius="md" p="sm" data-testid="wall-comment" data-comment-id={comment.id}>
			<Stack gap="xs">
				<AuthorLine
					size="sm"
					author={comment.author}
					createdAt={comment.createdAt}
					editedAt={comment.editedAt}
					menu={
						<ItemMenu
							testId="wall-comment-menu"
							onEdit={comment.mine && access.canTakePart && !editing ? () => setEditing(true) : undefined}
							onDelete={comment.mine ? del.open : undefined}
							onReport={access.signedIn && !comment.mine ? report.open : undefined}
						/>
					}
				/>
				{editing ? (
					<CommentComposer
						initial={comment.body}
						submitLabel={t('wall.page.comments.save')}
						onSubmit={save}
						onCancel={() => setEditing(false)}
						testId="wall-comment-edit"
					/>
				) : (
					<>
						<HiddenNote hidden={comment.hidden} />
						<LinkedText fz="sm" data-testid="wall-comment-body">
							{comment.body}
						</LinkedText>
					</>
				)}
			</Stack>
			<LazyConfirmDialog
				opened={deleting}
				title={t('wall.page.comments.deleteTitle')}
				body={t('wall.page.comments.deleteBody')}
				confirmLabel={t('wall.page.delete.confirm')}
				loading={remove.isPending}
				onConfirm={confirmDelete}
				onClose={del.close}
				testId="wall-comment-delete-confirm"
			/>
			{reporting && <LazyReportModal target="comment" id={comment.id} opened={reporting} onClose={report.close} />}
		</Paper>
	);
}
