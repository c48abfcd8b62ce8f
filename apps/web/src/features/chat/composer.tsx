import { ActionIcon, Alert, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';

export const MAX_MESSAGE_LENGTH = 2000;

interface ComposerProps {
	/** The typed text, held by the page so a retry from the message list can clear it too. */
	text: string;
	onTextChange: (text: string) => void;
	/** Resolves once the server stored the message; rejects with the text to show. */
	onSend: (text: string) => Promise<void>;
	onTyping?: () => void;
	disabled?: boolean;
}

/**
 * The message box. Enter sends, Shift+Enter breaks the line. The typed text is cleared only once the
 * server stored it: a failed send keeps it, with the spec's failure text.
 */
export function Composer({ text, onTextChange, onSend, onTyping, disabled }: ComposerProps) {
	const { t } = useTranslation();
	const [sending, setSending] = useState(false);
	const [error, setError] = useState<string | null>(null);
	// The text when the send ends, which may have changed while it was on its way.
	const latest = useRef(text);
	latest.current = text;
	const trimmed = text.trim();
	const tooLong = text.length > MAX_MESSAGE_LENGTH;

	async function send() {
		if (!trimmed || tooLong || sending || disabled) return;
		setSending(true);
		setError(null);
		try {
			await onSend(trimmed);
			// Only what was sent goes: text typed meanwhile stays.
			if (latest.current.trim() === trimmed) onTextChange('');
		} catch (failure) {
			setError(failure instanceof Error && failure.message ? failure.message : t('chat.page.composer.sendFailed'));
		} finally {
			setSending(false);
		}
	}

	function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
		if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
			event.preventDefault();
			void send();
		}
	}

	return (
		<form
			onSubmit={(event) => {
				event.preventDefault();
				void send();
			}}
			data-testid="chat-composer"
		>
			{error && (
				<Alert color="red" variant="light" py={6} mb={6} role="alert" data-testid="chat-send-error">
					{error}
				</Alert>
			)}
			<Group gap="xs" align="flex-end" wrap="nowrap">
				<Textarea
					aria-label={t('chat.page.composer.label')}
					placeholder={t('chat.page.composer.placeholder')}
					value={text}
					onChange={(event) => {
						onTextChange(event.currentTarget.value);
						onTyping?.();
					}}
					onKeyDown={onKeyDown}
					disabled={disabled}
					error={tooLong ? t('chat.page.composer.tooLong', { max: MAX_MESSAGE_LENGTH }) : undefined}
					autosize
					minRows={1}
					maxRows={5}
					style={{ flex: 1 }}
					data-testid="chat-input"
				/>
				<ActionIcon
					type="submit"
					size="lg"
					radius="xl"
					loading={sending}
					disabled={disabled || !trimmed || tooLong}
					aria-label={t('chat.page.composer.send')}
					data-testid="chat-send"
				>
					<IconSend size={18} aria-hidden />
				</ActionIcon>
			</Group>
		</form>
	);
}
