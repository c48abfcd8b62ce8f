import { type OfferFieldsInput, type OfferFormValues, offerFormSchema, offerFormToFields } from '@edge/api/schemas';
import { Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { LazyModal } from '../../lib/lazy-modal';
import { useTranslation } from '../../lib/use-translation';

export type OfferFields = OfferFieldsInput;

interface OfferModalProps {
	opened: boolean;
	onClose: () => void;
	/** Resolves when the offer was created; rejects with the text to show (the form keeps its values). */
	onSubmit: (fields: OfferFields) => Promise<void>;
}

type FormValues = { price: number | string; deliveryDays: number | string; description: string };

const EMPTY: FormValues = { price: '', deliveryDays: '', description: '' };

/** The freelancer's offer: price in DOP$, delivery days and the task, all required. */
export function OfferModal({ opened, onClose, onSubmit }: OfferModalProps) {
	const { t } = useTranslation();
	const [error, setError] = useState<string | null>(null);
	const form = useForm<FormValues>({
		initialValues: EMPTY,
		// The server's own schema, with the price in DOP as typed (empty fields fail it as required).
		validate: schemaResolver(offerFormSchema, { sync: true }),
	});
	const [submitting, setSubmitting] = useState(false);
	const errorText = (key: unknown) => (typeof key === 'string' ? t(key) : undefined);

	async function submit(values: FormValues) {
		setSubmitting(true);
		setError(null);
		try {
			await onSubmit(offerFormToFields(values as unknown as OfferFormValues));
			form.reset();
			onClose();
		} catch (failure) {
			setError(failure instanceof Error && failure.message ? failure.message : t('chat.page.offer.actionFailed'));
		} finally {
			setSubmitting(false);
		}
	}

	return (
		<LazyModal
			opened={opened}
			onClose={submitting ? () => undefined : onClose}
			title={t('chat.page.offer.title')}
			centered
		>
			<form onSubmit={form.onSubmit((values) => void submit(values))} noValidate data-testid="offer-form">
				<Stack>
					<NumberInput
						label={t('chat.page.offer.price')}
						prefix="DOP$ "
						decimalScale={2}
						min={0}
						required
						{...form.getInputProps('price')}
						error={errorText(form.errors.price)}
						data-testid="offer-price"
					/>
					<NumberInput
						label={t('chat.page.offer.days')}
						allowDecimal={false}
						min={1}
						required
						{...form.getInputProps('deliveryDays')}
						error={errorText(form.errors.deliveryDays)}
						data-testid="offer-days"
					/>
					<Textarea
						label={t('chat.page.offer.description')}
						autosize
						minRows={3}
						maxLength={2000}
						required
						{...form.getInputProps('description')}
						error={errorText(form.errors.description) ?? error ?? undefined}
						data-testid="offer-description"
					/>
					<Group justify="flex-end">
						<Button variant="default" onClick={onClose} disabled={submitting}>
							{t('chat.page.offer.cancel')}
						</Button>
						<Button type="submit" loading={submitting} data-testid="offer-submit">
							{t('chat.page.offer.submit')}
						</Button>
					</Group>
				</Stack>
			</form>
		</LazyModal>
	);
}
