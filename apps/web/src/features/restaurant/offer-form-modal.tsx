import { offerCreateInput } from '@edge/api/schemas';
import { Button, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { formErrorsFrom } from '../../lib/form-errors';
import { LazyModal } from '../../lib/lazy-modal';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import type { RestaurantOffer } from './restaurant-types';

interface OfferValues {
	title: string;
	description: string;
	maxRedemptions: number | string;
	startsOn: string;
	endsOn: string;
}

function toInput(profileId: number, values: OfferValues) {
	return {
		profileId,
		title: values.title,
		description: values.description,
		maxRedemptions: values.maxRedemptions === '' ? undefined : Number(values.maxRedemptions),
		startsOn: values.startsOn,
		endsOn: values.endsOn,
	};
}

function initialValues(offer?: RestaurantOffer): OfferValues {
	if (!offer) return { title: '', description: '', maxRedemptions: '', startsOn: '', endsOn: '' };
	const { title, description, maxRedemptions, startsOn, endsOn } = offer;
	return { title, description, maxRedemptions, startsOn, endsOn };
}

interface OfferFormModalProps {
	profileId: number;
	/** The offer to edit; without it, a new offer. */
	offer?: RestaurantOffer;
	opened: boolean;
	onClose: () => void;
}

/** An offer: how many times it can be availed and its first and last day (Santo Domingo dates). */
export function OfferFormModal({ profileId, offer, opened, onClose }: OfferFormModalProps) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const form = useForm<OfferValues>({
		mode: 'controlled',
		initialValues: initialValues(offer),
		validate: (values) => formErrorsFrom(offerCreateInput.safeParse(toInput(profileId, values))),
	});
	const input = translatedInputProps(form, t);
	const create = useMutation(trpc.restaurant.offers.create.mutationOptions());
	const update = useMutation(trpc.restaurant.offers.update.mutationOptions());

	const submit = form.onSubmit(async (values) => {
		try {
			const { profileId: _profileId, ...fields } = offerCreateInput.parse(toInput(profileId, values));
			if (offer) await update.mutateAsync({ id: offer.id, ...fields });
			else await create.mutateAsync({ profileId, ...fields });
			await queryClient.invalidateQueries(trpc.restaurant.pathFilter());
			notify.success(offer ? t('directory.saved') : t('restaurant.offerForm.created'));
			form.reset();
			onClose();
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t));
		}
	});

	return (
		<LazyModal
			opened={opened}
			onClose={onClose}
			title={offer ? t('restaurant.offerForm.editTitle') : t('restaurant.offerForm.title')}
			centered
		>
			<form onSubmit={submit} noValidate data-testid="offer-form">
				<Stack>
					<TextInput
						label={t('restaurant.offerForm.offerTitle')}
						required
						{...input('title')}
						data-testid="offer-title"
					/>
					<Textarea label={t('restaurant.offerForm.description')} autosize minRows={2} {...input('description')} />
					<NumberInput
						label={t('restaurant.offerForm.maxRedemptions')}
						required
						min={1}
						allowDecimal={false}
						{...input('maxRedemptions')}
						data-testid="offer-max"
					/>
					<SimpleGrid cols={2}>
						<TextInput
							type="date"
							label={t('restaurant.offerForm.startsOn')}
							required
							{...input('startsOn')}
							data-testid="offer-starts"
						/>
						<TextInput
							type="date"
							label={t('restaurant.offerForm.endsOn')}
							required
							{...input('endsOn')}
							data-testid="offer-ends"
						/>
					</SimpleGrid>
					<Group justify="flex-end">
						<Button type="submit" loading={create.isPending || update.isPending} data-testid="offer-submit">
							{t('restaurant.offerForm.save')}
						</Button>
					</Group>
				</Stack>
			</form>
		</LazyModal>
	);
}
