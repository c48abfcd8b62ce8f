import { menuCreateInput } from '@edge/api/schemas';
import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { translatedInputProps } from '../../lib/form';
import { formErrorsFrom } from '../../lib/form-errors';
import { LazyModal } from '../../lib/lazy-modal';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ImageUploadField } from '../images/image-upload-field';
import { dopToCents } from './money';
import type { RestaurantMenu } from './restaurant-types';

interface MenuItemValues {
	name: string;
	/** In DOP as typed; sent as centavos. */
	price: number | string;
	description: string;
}
interface MenuValues {
	title: string;
	/** One photo per menu from this form; the API takes up to ten. */
	imageId: string | null;
	items: MenuItemValues[];
}

const emptyItem = (): MenuItemValues => ({ name: '', price: '', description: '' });

function toInput(profileId: number, values: MenuValues, keptImageIds: readonly string[]) {
	return {
		profileId,
		title: values.title,
		imageIds: values.imageId ? [values.imageId, ...keptImageIds] : [...keptImageIds],
		items: values.items.map((item) => ({
			name: item.name,
			priceCents: dopToCents(item.price),
			description: item.description,
		})),
	};
}

function initialValues(menu?: RestaurantMenu): MenuValues {
	if (!menu) return { title: '', imageId: null, items: [emptyItem()] };
	return {
		title: menu.title,
		imageId: menu.imageIds[0] ?? null,
		items: menu.items.map((item) => ({ name: item.name, price: item.priceCents / 100, description: item.description })),
	};
}

interface MenuFormModalProps {
	profileId: number;
	/** The menu to edit (saved whole: its dishes are replaced by the form's); without it, a new menu. */
	menu?: RestaurantMenu;
	opened: boolean;
	onClose: () => void;
}

/** A menu with its dishes, new or edited; prices typed in DOP$, validated by the server's own schema. */
export function MenuFormModal({ profileId, menu, opened, onClose }: MenuFormModalProps) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	// This form shows one photo; a menu's other photos (added elsewhere) are kept as they are.
	const keptImageIds = menu?.imageIds.slice(1) ?? [];
	const form = useForm<MenuValues>({
		mode: 'controlled',
		initialValues: initialValues(menu),
		validate: (values) =>
			formErrorsFrom(menuCreateInput.safeParse(toInput(profileId, values, keptImageIds)), { priceCents: 'price' }),
	});
	const input = translatedInputProps(form, t);
	const create = useMutation(trpc.restaurant.menus.create.mutationOptions());
	const update = useMutation(trpc.restaurant.menus.update.mutationOptions());

	const submit = form.onSubmit(async (values) => {
		try {
			const { profileId: _profileId, ...fields } = toInput(profileId, values, keptImageIds);
			if (menu) await update.mutateAsync({ id: menu.id, ...fields });
			else await create.mutateAsync({ profileId, ...fields });
			await queryClient.invalidateQueries(trpc.restaurant.pathFilter());
			notify.success(menu ? t('directory.saved') : t('restaurant.menuForm.created'));
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
			title={menu ? t('restaurant.menuForm.editTitle') : t('restaurant.menuForm.title')}
			size="lg"
			centered
		>
			<form onSubmit={submit} noValidate data-testid="menu-form">
				<Stack>
					<TextInput label={t('restaurant.menuForm.menuTitle')} required {...input('title')} data-testid="menu-title" />
					<ImageUploadField
						label={t('restaurant.menuForm.images')}
						value={form.values.imageId}
						onChange={(id) => form.setFieldValue('imageId', id)}
						error={typeof form.errors.imageIds === 'string' ? t(form.errors.imageIds) : undefined}
						testId="menu-image"
					/>
					<Text fw={500} fz="sm">
						{t('restaurant.menuForm.items')}
					</Text>
					{form.values.items.map((_, index) => (
						// Items have no id before saving; their position is their identity here.
						// biome-ignore lint/suspicious/noArrayIndexKey: see above
						<Stack key={index} gap={4} data-testid={`menu-item-${index}`}>
							<Group align="flex-start" wrap="nowrap" gap="xs">
								<TextInput
									style={{ flex: 2 }}
									label={t('restaurant.menuForm.itemName')}
									required
									{...input(`items.${index}.name`)}
									data-testid={`menu-item-${index}-name`}
								/>
								<NumberInput
									style={{ flex: 1 }}
									label={t('restaurant.menuForm.itemPrice')}
									required
									min={0}
									decimalScale={2}
									thousandSeparator=","
									{...input(`items.${index}.price`)}
									data-testid={`menu-item-${index}-price`}
								/>
								<ActionIcon
									mt={26}
									variant="subtle"
									color="gray"
									aria-label={`${t('restaurant.menuForm.removeItem')} ${index + 1}`}
									onClick={() => form.removeListItem('items', index)}
								>
									<IconX size={16} aria-hidden />
								</ActionIcon>
							</Group>
							<TextInput label={t('restaurant.menuForm.itemDescription')} {...input(`items.${index}.description`)} />
						</Stack>
					))}
					<Group justify="space-between">
						<Button
							variant="light"
							leftSection={<IconPlus size={16} aria-hidden />}
							onClick={() => form.insertListItem('items', emptyItem())}
							data-testid="menu-add-item"
						>
							{t('restaurant.menuForm.addItem')}
						</Button>
						<Button type="submit" loading={create.isPending || update.isPending} data-testid="menu-submit">
							{t('restaurant.menuForm.save')}
						</Button>
					</Group>
				</Stack>
			</form>
		</LazyModal>
	);
}
