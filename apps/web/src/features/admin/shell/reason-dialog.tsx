import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';

/** The server's limit on a staff reason (the staff schemas' `reason` fields). */
export const REASON_MAX = 500;

export interface ReasonDialogProps {
	opened: boolean;
	title: string;
	/** What the action does, said before it is done. */
	body: string;
	reasonLabel: string;
	reasonRequired: boolean;
	reason: string;
	onReasonChange: (reason: string) => void;
	/** The reason field's error (a required reason left empty, or the server's field error). */
	error: string | null;
	busy: boolean;
	cancelLabel: string;
	confirmLabel: string;
	/** Red for what takes something away (hide, suspend, cancel), teal or the default otherwise. */
	confirmColor?: string;
	onCancel: () => void;
	onConfirm: () => void;
	/** Test ids of the dialog's stack, its reason field and its confirm button. */
	testIds: { dialog?: string; reason: string; confirm: string };
}

/**
 * The confirmation every staff action goes through (reports, users, verifications): what it does,
 * the reason the user affected will read, and cancel or confirm. The caller keeps the typed reason,
 * so a refusal never loses it.
 */
export function ReasonDialog(props: ReasonDialogProps) {
	return (
		<Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
			<Stack gap="md" data-testid={props.testIds.dialog}>
				<Text fz="sm">{props.body}</Text>
				<Textarea
					label={props.reasonLabel}
					required={props.reasonRequired}
					value={props.reason}
					onChange={(event) => props.onReasonChange(event.currentTarget.value)}
					error={props.error}
					maxLength={REASON_MAX}
					autosize
					minRows={2}
					data-autofocus
					data-testid={props.testIds.reason}
				/>
				<Group justify="flex-end" gap="sm">
					<Button variant="default" onClick={props.onCancel} disabled={props.busy}>
						{props.cancelLabel}
					</Button>
					<Button
						color={props.confirmColor}
						onClick={props.onConfirm}
						loading={props.busy}
						data-testid={props.testIds.confirm}
					>
						{props.confirmLabel}
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}
