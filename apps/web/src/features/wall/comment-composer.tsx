import { wallCommentBodySchema } from '@edge/api/schemas';
import { COMMENT_MAX } from '@edge/api/wall-kinds';
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/use-translation';
import type { WallAccess } from './wall-types';

interface CommentComposerProps {
	/** The text to start from (editing); empty for a new comment. */
	initial?: string;
	/** Offer "comment as" (a new comment, by a viewer with several businesses). */
	profiles?: WallAccess['profiles'];
	submitLabel: string;
	/** Stores the comment; throws on refusal (the text stays). */
	onSubmit: (body: string, profileId: number | null) => Promise<void>;
	onCancel?: () => void;
	testId: string;
}

/**
 * A comment's text box, for a new comment and for editing one. Checked with the server's schema
 * first; cleared only once stored, so a refused or failed send keeps what was typed.
 */
export function CommentComposer({
	initial = '',
	profiles,
	submitLabel,
	onSubmit,
	onCancel,
	testId,
}: CommentComposerProps) {
	const { t } = useTranslation();
	const [body, setBody] = useState(initial);
	const [profileId, setProfileId] = useState<number | null>(profiles?.[0]?.id ?? null);
	const [error, setError] = useState<string | null>(null);
	const [sending, setSending] = useState(false);

	const submit = async () => {
		const checked = wallCommentBodySchema.safeParse(body);
		if (!checked.success) {
			setError(checked.error.issues[0]?.message ?? 'wall.errors.commentRequired');
			return;
		}
		setSending(true);
		try {
			await onSubmit(checked.data, profileId);
			if (!initial) setBody('');
			setError(null);
		} catch (failure) {
			const fields = fieldErrorKeys(failure);
			if (fields.body) setError(fields.body);
			notify.error(translateError(failure, t));
		} finally {
			setSending(false);
		}
	};

	return (
		<form
			onSubmit={(event) => {
				event.preventDefault();
				void submit();
			}}
			noValidate
		>
			<Stack gap="xs" data-testid={testId}>
				{profiles && profiles.length > 1 && (
					<Select
						label={t('wall.page.comments.commentAs')}
						data={profiles.map((profile) => ({ value: String(profile.id), label: profile.title }))}
						value={profileId === null ? null : String(profileId)}
						onChange={(value) => setProfileId(value ? Number(value) : null)}
						allowDeselect={false}
						size="xs"
						maw={320}
					/>
				)}
				<Textarea
					aria-label={t('wall.page.comments.label')}
					placeholder={t('wall.page.comments.placeholder')}
					autosize
					minRows={2}
					maxRows={8}
					maxLength={COMMENT_MAX}
					value={body}
					onChange={(event) => {
						setBody(event.currentTarget.value);
						setError(null);
					}}
					error={error ? t(error) : undefined}
					data-testid={`${testId}-input`}
				/>
				<Group justify="flex-end" gap="xs">
					{onCancel && (
						<Button variant="default" size="xs" onClick={onCancel} disabled={sending}>
							{t('wall.page.comments.cancel')}
						</Button>
					)}
					<Button type="submit" size="xs" loading={sending} data-testid={`${testId}-submit`}>
						{submitLabel}
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
