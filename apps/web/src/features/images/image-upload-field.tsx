import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { type ComponentProps, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { imageFileRefusal } from './image-file-check';
import { UploadError, uploadImage } from './upload-image';
import { UploadedImage } from './uploaded-image';

export interface ImageUploadFieldProps {
	label: ReactNode;
	/** The upload id the form holds, or null for no image. */
	value: string | null;
	/** Called with the new upload's id once it is stored, or null when the image is removed. */
	onChange: (id: string | null) => void;
	/** Under the label; the accepted files (JPG or PNG, under 2 MB) by default. */
	description?: ReactNode;
	/** The form's own error for this field (for example from the server's field errors). */
	error?: ReactNode;
	/** data-testid of the field; its parts get `<testId>-input`, `-preview`, `-remove`, `-error`. */
	testId?: string;
	disabled?: boolean;
	/** Marks the label with the asterisk the other required fields carry (the server checks it). */
	required?: boolean;
}

/**
 * Picks one image, checks it in the browser (size and first bytes: an answer at once, and no
 * upload of a file the server would refuse), uploads it and hands the form the upload id. A
 * refusal or failure only shows its reason: the form's value, and so the rest of what the user
 * typed, stays as it was.
 */
export function ImageUploadField({
	label,
	value,
	onChange,
	description,
	error,
	testId,
	disabled,
	required,
}: ImageUploadFieldProps) {
	const { t, i18n } = useTranslation();
	const [busy, setBusy] = useState(false);
	const [problem, setProblem] = useState<string | null>(null);
	// Clears the hidden input, so choosing the same file again after a refusal fires again.
	const resetRef = useRef<() => void>(null);
	const part = (name: string) => (testId ? `${testId}-${name}` : undefined);

	async function pick(file: File | null) {
		resetRef.current?.();
		if (!file) return;
		setProblem(null);
		const refusal = await imageFileRefusal(file);
		if (refusal) {
			setProblem(t(refusal));
			return;
		}
		setBusy(true);
		try {
			const upload = await uploadImage(file, i18n.language);
			onChange(upload.id);
		} catch (failure) {
			const reason = failure instanceof UploadError ? failure.serverMessage : null;
			const offline = failure instanceof UploadError && failure.status === null;
			setProblem(reason ?? t(offline ? 'errors.network' : 'images.uploadFailed'));
		} finally {
			setBusy(false);
		}
	}

	const shownError = problem ?? error;
	return (
		<Input.Wrapper
			label={label}
			required={required}
			description={description ?? t('images.hint')}
			error={shownError ? <span data-testid={part('error')}>{shownError}</span> : undefined}
			data-testid={testId}
		>
			<Stack gap="xs" mt={4}>
				{value ? (
					<UploadedImage
						id={value}
						width={320}
						alt={t('images.preview')}
						w={160}
						h={120}
						radius="sm"
						data-testid={part('preview')}
					/>
				) : null}
				<Group gap="xs">
					<FileButton
						onChange={pick}
						accept="image/jpeg,image/png"
						resetRef={resetRef}
						disabled={disabled || busy}
						inputProps={{ 'data-testid': part('input') } as ComponentProps<'input'>}
					>
						{(props) => (
							<Button
								{...props}
								variant="light"
								loading={busy}
								disabled={disabled}
								leftSection={<IconPhotoUp size={16} />}
							>
								{value ? t('images.change') : t('images.choose')}
							</Button>
						)}
					</FileButton>
					{value && !busy ? (
						<Button
							variant="subtle"
							color="red"
							leftSection={<IconTrash size={16} />}
							disabled={disabled}
							onClick={() => {
								setProblem(null);
								onChange(null);
							}}
							data-testid={part('remove')}
						>
							{t('images.remove')}
						</Button>
					) : null}
				</Group>
				{busy ? (
					<Text size="sm" c="dimmed" role="status">
						{t('images.uploading')}
					</Text>
				) : null}
			</Stack>
		</Input.Wrapper>
	);
}
