import { highlightInput, slideInput } from '@edge/api/schemas';
import {
	Alert,
	Button,
	Group,
	Input,
	Paper,
	Rating,
	Select,
	Skeleton,
	Stack,
	Text,
	TextInput,
	Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { translatedInputProps } from '../../lib/form';
import { ButtonLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { ImageUploadField } from '../images/image-upload-field';
import { HighlightList, SlideList } from './highlights-slides';

type PartKind = 'highlight' | 'slide';

interface PartValues {
	profileId: number | null;
	title: string;
	rating: number;
	imageId: string | null;
}

/**
 * /createHighlight and /createSlide: pick one of your restaurants, give a title (and a slide its
 * stars), save; the restaurant's current highlights or slides are listed under the form.
 */
export function RestaurantPartPage({ kind, profileId }: { kind: PartKind; profileId?: number }) {
	const { t } = useTranslation();
	useDocumentTitle(t(`restaurant.${kind}.pageTitle`));
	const mine = useQuery(trpc.restaurant.mine.queryOptions());

	if (mine.isPending) return <Skeleton height={300} radius="lg" />;
	if (mine.isError) {
		return (
			<Alert color="red">
				<Stack gap="xs" align="flex-start">
					<Text>{t('restaurant.fetchError')}</Text>
					<Button size="xs" variant="light" onClick={() => void mine.refetch()}>
						{t('directory.retry')}
					</Button>
				</Stack>
			</Alert>
		);
	}
	if (mine.data.length === 0) {
		return (
			<Paper withBorder radius="lg" p="xl" data-testid="part-needs-restaurant">
				<Stack align="flex-start">
					<Title order={1} fz={26}>
						{t(`restaurant.${kind}.pageTitle`)}
					</Title>
					<Text>{t(`restaurant.${kind}.needRestaurant`)}</Text>
					<ButtonLink to="/restaurant-profile" search={{ new: true }}>
						{t('restaurant.page.createCta')}
					</ButtonLink>
				</Stack>
			</Paper>
		);
	}
	const preselected = mine.data.find((restaurant) => restaurant.id === profileId) ?? mine.data[0];
	return <PartForm kind={kind} restaurants={mine.data} initialProfileId={preselected?.id ?? null} />;
}

interface PartFormProps {
	kind: PartKind;
	restaurants: ReadonlyArray<{ id: number; title: string }>;
	initialProfileId: number | null;
}

function PartForm({ kind, restaurants, initialProfileId }: PartFormProps) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const form = useForm<PartValues>({
		mode: 'controlled',
		initialValues: { profileId: initialProfileId, title: '', rating: 0, imageId: null },
		// A highlight has no rating: only the fields its schema knows are checked.
		validate: schemaResolver(kind === 'slide' ? slideInput : highlightInput, { sync: true }),
	});
	const input = translatedInputProps(form, t);
	const createHighlight = useMutation(trpc.restaurant.highlights.create.mutationOptions());
	const createSlide = useMutation(trpc.restaurant.slides.create.mutationOptions());
	const saving = createHighlight.isPending || createSlide.isPending;

	const submit = form.onSubmit(async (values) => {
		const profileId = values.profileId ?? 0;
		try {
			const { title, imageId } = values;
			if (kind === 'slide') await createSlide.mutateAsync({ profileId, title, rating: values.rating, imageId });
			else await createHighlight.mutateAsync({ profileId, title, imageId });
			await queryClient.invalidateQueries(trpc.restaurant.pathFilter());
			notify.success(t(`restaurant.${kind}.created`));
			form.setValues({ title: '', rating: 0, imageId: null });
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t));
		}
	});

	const ratingError = form.errors.rating;
	return (
		<Stack gap="lg">
			<Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid={`${kind}-form`}>
				<Title order={1} fz={26} mb="lg">
					{t(`restaurant.${kind}.pageTitle`)}
				</Title>
				<form onSubmit={submit} noValidate>
					<Stack>
						<Select
							label={t(`restaurant.${kind}.restaurant`)}
							data={restaurants.map((restaurant) => ({ value: String(restaurant.id), label: restaurant.title }))}
							value={form.values.profileId ? String(form.values.profileId) : null}
							onChange={(value) => form.setFieldValue('profileId', value ? Number(value) : null)}
							allowDeselect={false}
							required
						/>
						<TextInput
							label={t(`restaurant.${kind}.title`)}
							required
							{...input('title')}
							data-testid={`${kind}-title`}
						/>
						{kind === 'slide' && (
							<Input.Wrapper
								label={t('restaurant.slide.rating')}
								required
								error={typeof ratingError === 'string' ? t(ratingError) : undefined}
							>
								<Rating
									value={form.values.rating}
									onChange={(value) => form.setFieldValue('rating', value)}
									data-testid="slide-rating"
								/>
							</Input.Wrapper>
						)}
						<ImageUploadField
							label={t(`restaurant.${kind}.image`)}
							value={form.values.imageId}
							onChange={(id) => form.setFieldValue('imageId', id)}
							error={typeof form.errors.imageId === 'string' ? t(form.errors.imageId) : undefined}
							testId={`${kind}-image`}
						/>
						<Group justify="flex-end">
							<Button type="submit" loading={saving} data-testid={`${kind}-submit`}>
								{t(`restaurant.${kind}.save`)}
							</Button>
						</Group>
					</Stack>
				</form>
			</Paper>
			{form.values.profileId && <ExistingParts kind={kind} profileId={form.values.profileId} />}
		</Stack>
	);
}

function ExistingParts({ kind, profileId }: { kind: PartKind; profileId: number }) {
	const { t } = useTranslation();
	const highlights = useQuery({
		...trpc.restaurant.highlights.list.queryOptions({ profileId }),
		enabled: kind === 'highlight',
	});
	const slides = useQuery({ ...trpc.restaurant.slides.list.queryOptions({ profileId }), enabled: kind === 'slide' });
	const query = kind === 'highlight' ? highlights : slides;
	return (
		<Stack gap="sm">
			<Title order={2} fz="lg">
				{t(`restaurant.${kind}.existing`)}
			</Title>
			{query.isPending && <Skeleton height={60} />}
			{query.isError && (
				<Alert color="red">
					<Group justify="space-between">
						<Text>{t(kind === 'highlight' ? 'restaurant.highlightsError' : 'restaurant.slidesError')}</Text>
						<Button size="xs" variant="light" onClick={() => void query.refetch()}>
							{t('directory.retry')}
						</Button>
					</Group>
				</Alert>
			)}
			{kind === 'highlight' && highlights.data && <HighlightList highlights={highlights.data} />}
			{kind === 'slide' && slides.data && <SlideList slides={slides.data} />}
		</Stack>
	);
}
