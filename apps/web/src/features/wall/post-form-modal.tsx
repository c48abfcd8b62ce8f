import {
	type CreateWallPostInput,
	createWallPostSchema,
	type WallPostFields,
	wallPostFieldsSchema,
} from '@edge/api/schemas';
import { POST_CONTENT_MAX, POST_TITLE_MAX } from '@edge/api/wall-kinds';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { LazyModal } from '../../lib/lazy-modal';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ImageUploadField } from '../images/image-upload-field';
import { writeEditedPost } from './wall-queries';
import type { WallAccess, WallPost } from './wall-types';

type FormValues = CreateWallPostInput;

interface PostFormModalProps {
	opened: boolean;
	onClose: () => void;
	access: WallAccess;
	/** The post to edit; absent to write a new one. */
	post?: WallPost;
	/** After a new post is stored (the page shows it at the top). */
	onCreated?: (post: WallPost) => void;
}

/**
 * Writes or edits a post: title, content, an optional image and, for a new post, which of the
 * viewer's businesses speaks. Checked by the server's schema before sending; a refused save keeps
 * everything typed, and the dialog stays open with the reason.
 */
export function PostFormModal({ opened, onClose, access, post, onCreated }: PostFormModalProps) {
	const { t } = useTranslation();
	const phone = useMediaQuery('(max-width: 36em)');
	return (
		<LazyModal
			opened={opened}
			onClose={onClose}
			title={t(post ? 'wall.page.form.editTitle' : 'wall.page.form.createTitle')}
			size="lg"
			fullScreen={phone}
			closeOnClickOutside={false}
		>
			<PostForm access={access} post={post} onDone={onClose} onCreated={onCreated} />
		</LazyModal>
	);
}

interface PostFormProps {
	access: WallAccess;
	post?: WallPost;
	onDone: () => void;
	onCreated?: (post: WallPost) => void;
}

function PostForm({ access, post, onDone, onCreated }: PostFormProps) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const form = useForm<FormValues>({
		mode: 'controlled',
		initialValues: {
			title: post?.title ?? '',
			content: post?.content ?? '',
			imageId: post?.imageId ?? null,
			profileId: post ? null : (access.profiles[0]?.id ?? null),
		},
		validate: schemaResolver(post ? wallPostFieldsSchema : createWallPostSchema, { sync: true }),
	});
	const input = translatedInputProps(form, t);
	const create = useMutation(trpc.wall.createPost.mutationOptions());
	const update = useMutation(trpc.wall.updatePost.mutationOptions());

	const submit = form.onSubmit(async (values) => {
		const fields: WallPostFields = { title: values.title, content: values.content, imageId: values.imageId };
		try {
			if (post) {
				const saved = await update.mutateAsync({ postId: post.id, ...fields });
				writeEditedPost(queryClient, saved as WallPost);
				notify.success(t('wall.page.form.updated'));
			} else {
				const saved = await create.mutateAsync({ ...fields, profileId: values.profileId });
				notify.success(t('wall.page.form.created'));
				onCreated?.(saved as WallPost);
			}
			onDone();
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t));
		}
	});

	const profileOptions = [
		...access.profiles.map((profile) => ({ value: String(profile.id), label: profile.title })),
		{ value: '', label: t('wall.page.form.myName') },
	];
	const imageError = input('imageId').error;
	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="sm" data-testid="wall-post-form">
				{!post && (
					<Select
						label={t('wall.page.form.postAs')}
						data={profileOptions}
						value={String(form.values.profileId ?? '')}
						onChange={(value) => form.setFieldValue('profileId', value ? Number(value) : null)}
						allowDeselect={false}
						error={input('profileId').error}
						comboboxProps={{ withinPortal: true }}
						data-testid="wall-post-as"
					/>
				)}
				<TextInput
					label={t('wall.page.form.title')}
					required
					maxLength={POST_TITLE_MAX}
					{...input('title')}
					data-testid="wall-post-title"
					data-autofocus
				/>
				<Textarea
					label={t('wall.page.form.content')}
					placeholder={t('wall.page.form.contentPlaceholder')}
					required
					autosize
					minRows={4}
					maxRows={12}
					maxLength={POST_CONTENT_MAX}
					{...input('content')}
					data-testid="wall-post-content"
				/>
				<ImageUploadField
					label={t('wall.page.form.image')}
					value={form.values.imageId ?? null}
					onChange={(id) => form.setFieldValue('imageId', id)}
					error={typeof imageError === 'string' ? imageError : undefined}
					testId="wall-post-image"
				/>
				<Group justify="flex-end" gap="sm">
					<Button variant="default" onClick={onDone} disabled={create.isPending || update.isPending}>
						{t('wall.page.form.cancel')}
					</Button>
					<Button type="submit" loading={create.isPending || update.isPending} data-testid="wall-post-submit">
						{t(post ? 'wall.page.form.save' : 'wall.page.form.submit')}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
