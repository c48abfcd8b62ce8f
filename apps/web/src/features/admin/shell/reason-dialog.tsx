import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fieldErrorKeys, translateError } from '../../../lib/api-error';
import { LazyModal } from '../../../lib/lazy-modal';
import { useTranslation } from '../../../lib/use-translation';

/** The server's limit on a staff reason (the staff schemas' `reason` and `note` fields). */
export const REASON_MAX = 500;

export interface ReasonDialogProps {
	opened: boolean;
	title: string;
	/** What the action does, said before it is done. */
	body: string;
	reasonLabel: string;
	reasonRequired: boolean;
	/** Said under the field when a required reason is left empty. */
	requiredMessage: string;
	cancelLabel: string;
	confirmLabel: string;
	/** Red for what takes something away (hide, suspend, cancel), teal or the default otherwise. */
	confirmColor?: string;
	/** Does the action with the trimmed reason; a throw is shown in the dialog, which stays open. */
	onConfirm: (reason: string) => Promise<void>;
	onClose: () => void;
	/** Test ids of the dialog's stack, its reason field and its confirm button. */
	testIds: { dialog?: string; reason: string; confirm: string };
}

/**
 * The confirmation every staff action goes through (reports, users, verifications): what it does,
 * the reason the user affected will read, and cancel or confirm. It checks a required reason and,
 * when the server refuses, says why under the field and keeps the typed reason (a 409 because
 * someone else acted first, PayPal down…); it closes once the action is done.
 */
export function ReasonDialog(props: ReasonDialogProps) {
	const { t } = useTranslation();
	const [reason, setReason] = useState('');
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const { opened } = props;
	useEffect(() => {
		if (!opened) return;
		setReason('');
		setError(null);
	}, [opened]);

	const close = () => {
		if (!busy) props.onClose();
	};
	const confirm = async () => {
		const written = reason.trim();
		if (props.reasonRequired && !written) {
			setError(props.requiredMessage);
			return;
		}
		setBusy(true);
		try {
			await props.onConfirm(written);
			props.onClose();
		} catch (caught) {
			const field = fieldErrorKeys(caught).reason ?? fieldErrorKeys(caught).note;
			setError(field ? t(field) : translateError(caught, t));
		} finally {
			setBusy(false);
		}
	};

	return (
		<LazyModal opened={opened} onClose={close} title={props.title} centered>
			<Stack gap="md" data-testid={props.testIds.dialog}>
				<Text fz="sm">{props.body}</Text>
				<Textarea
					label={props.reasonLabel}
					required={props.reasonRequired}
					value={reason}
					onChange={(event) => {
						setReason(event.currentTarget.value);
						setError(null);
					}}
					error={error}
					maxLength={REASON_MAX}
					autosize
					minRows={2}
					data-autofocus
					data-testid={props.testIds.reason}
				/>
				<Group justify="flex-end" gap="sm">
					<Button variant="default" onClick={close} disabled={busy}>
						{props.cancelLabel}
					</Button>
					<Button
						color={props.confirmColor}
						onClick={() => void confirm()}
						loading={busy}
						data-testid={props.testIds.confirm}
					>
						{props.confirmLabel}
					</Button>
				</Group>
			</Stack>
		</LazyModal>
	);
}
