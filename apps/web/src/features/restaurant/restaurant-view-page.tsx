import { weekdayInSantoDomingo } from '@edge/i18n/plain-format';
import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { lazyComponent } from '../../lib/lazy-component';
import { ButtonLink } from '../../lib/links';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { ContactActions } from '../directory/contact-actions';
import { DeleteProfileButton } from '../directory/delete-profile-button';
import { HoursTable } from '../directory/hours-table';
import { OpeningStatusBadge } from '../directory/opening-status-badge';
import { UploadedImage } from '../images/uploaded-image';
import { ProfileMap, TravelTime } from '../maps';
import { RatingLine } from '../reviews/rating-line';
import { ReviewsSection } from '../reviews/reviews-section';
import { HighlightList, SlideList } from './highlights-slides';
import { MenuList } from './menu-list';
import { OfferCard } from './offer-card';
import { DeletePartButton, EditPartButton } from './part-buttons';
import type { RestaurantMenu, RestaurantOffer, RestaurantView } from './restaurant-types';

/*
 * The owner's forms, in chunks of their own: with their form schemas (@edge/api/schemas, zod) they
 * were evaluated on every visitor's load of the page, ~20 ms of a phone's take-over for forms only
 * the owner opens (Total Blocking Time, docs/bench.md "Lighthouse"). They load when the owner's
 * part of the page is drawn, before a button can open one.
 */
const MenuFormModal = lazyComponent(() => import('./menu-form-modal').then((module) => module.MenuFormModal));
const OfferFormModal = lazyComponent(() => import('./offer-form-modal').then((module) => module.OfferFormModal));

function isNotFound(error: unknown): boolean {
	return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';
}

export function RestaurantViewPage({ id }: { id: number }) {
	const { t } = useTranslation();
	const query = useQuery(trpc.restaurant.get.queryOptions({ id }));
	useDocumentTitle(query.data?.title ?? t('restaurant.page.title'));

	if (query.isPending) return <RestaurantSkeleton />;
	if (query.isError) {
		return (
			<Alert color={isNotFound(query.error) ? 'gray' : 'red'} data-testid="restaurant-error">
				<Stack gap="xs" align="flex-start">
					<Text>{isNotFound(query.error) ? t('directory.profileNotFound') : t('restaurant.fetchError')}</Text>
					{!isNotFound(query.error) && (
						<Button size="xs" variant="light" onClick={() => void query.refetch()}>
							{t('directory.retry')}
						</Button>
					)}
				</Stack>
			</Alert>
		);
	}
	return <RestaurantDetails restaurant={query.data} />;
}

function RestaurantSkeleton() {
	const { t } = useTranslation();
	return (
		<Stack aria-busy aria-label={t('directory.loading')}>
			<Skeleton height={160} radius="lg" />
			<Skeleton height={28} width="50%" />
			<Skeleton height={80} />
			<Skeleton height={200} />
		</Stack>
	);
}

function RestaurantDetails({ restaurant }: { restaurant: RestaurantView }) {
	const { t } = useTranslation();
	const language = useLanguage();
	const { user } = useSession();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const [menuOpened, menuModal] = useDisclosure(false);
	const [offerOpened, offerModal] = useDisclosure(false);
	const [editingMenu, setEditingMenu] = useState<RestaurantMenu | null>(null);
	const [editingOffer, setEditingOffer] = useState<RestaurantOffer | null>(null);
	const removeRestaurant = useMutation(trpc.restaurant.delete.mutationOptions());
	const removeMenu = useMutation(trpc.restaurant.menus.delete.mutationOptions());
	const removeOffer = useMutation(trpc.restaurant.offers.delete.mutationOptions());
	const removeHighlight = useMutation(trpc.restaurant.highlights.delete.mutationOptions());
	const removeSlide = useMutation(trpc.restaurant.slides.delete.mutationOptions());
	const owner = restaurant.isOwner;
	const refresh = () => queryClient.invalidateQueries(trpc.restaurant.pathFilter());
	const place = [restaurant.address, restaurant.city, restaurant.province].filter(Boolean).join(', ');

	return (
		<Stack gap="lg" data-testid="restaurant-page">
			{restaurant.bannerId && (
				<UploadedImage
					id={restaurant.bannerId}
					width={1600}
					alt={restaurant.title}
					h={{ base: 160, sm: 240 }}
					radius="lg"
					loading="eager"
				/>
			)}
			<Paper
				radius="lg"
				p="xl"
				style={{ background: 'linear-gradient(135deg, var(--mantine-color-orange-6), var(--mantine-color-red-7))' }}
				c="white"
			>
				<Stack gap={6}>
					<Group gap="xs">
						{restaurant.cuisine && (
							<Badge color="white" c="dark" variant="filled">
								{restaurant.cuisine[language]}
							</Badge>
						)}
						{restaurant.verified && <Badge color="teal">{t('directory.verified')}</Badge>}
						<OpeningStatusBadge status={restaurant.openingStatus} />
					</Group>
					<Group gap="md" wrap="nowrap">
						{restaurant.imageId && (
							<UploadedImage id={restaurant.imageId} width={320} alt="" w={64} h={64} radius="xl" />
						)}
						<Title order={1} data-testid="restaurant-name">
							{restaurant.title}
						</Title>
					</Group>
					<RatingLine average={restaurant.ratingAverage} count={restaurant.ratingCount} />
				</Stack>
			</Paper>

			{owner && (
				<Card withBorder radius="md" padding="sm" data-testid="owner-tools">
					<Group gap="xs">
						<ButtonLink
							to="/restaurant-profile"
							search={{ id: restaurant.id, edit: true }}
							size="xs"
							variant="light"
							leftSection={<IconPencil size={16} aria-hidden />}
						>
							{t('restaurant.page.edit')}
						</ButtonLink>
						<Button
							size="xs"
							variant="light"
							leftSection={<IconPlus size={16} aria-hidden />}
							onClick={menuModal.open}
							data-testid="add-menu"
						>
							{t('restaurant.page.addMenu')}
						</Button>
						<Button
							size="xs"
							variant="light"
							leftSection={<IconPlus size={16} aria-hidden />}
							onClick={offerModal.open}
							data-testid="add-offer"
						>
							{t('restaurant.page.addOffer')}
						</Button>
						<ButtonLink to="/createHighlight" search={{ profileId: restaurant.id }} size="xs" variant="subtle">
							{t('restaurant.page.addHighlight')}
						</ButtonLink>
						<ButtonLink to="/createSlide" search={{ profileId: restaurant.id }} size="xs" variant="subtle">
							{t('restaurant.page.addSlide')}
						</ButtonLink>
						<DeleteProfileButton
							size="xs"
							onDelete={() => removeRestaurant.mutateAsync({ id: restaurant.id })}
							onDeleted={() => {
								void refresh();
								void navigate({ to: '/restaurant-profile', search: {} });
							}}
						/>
					</Group>
					<MenuFormModal profileId={restaurant.id} opened={menuOpened} onClose={menuModal.close} />
					<OfferFormModal profileId={restaurant.id} opened={offerOpened} onClose={offerModal.close} />
					{/* Mounted per edited item, so the form starts from that item's values. */}
					{editingMenu && (
						<MenuFormModal
							key={`menu-${editingMenu.id}`}
							profileId={restaurant.id}
							menu={editingMenu}
							opened
							onClose={() => setEditingMenu(null)}
						/>
					)}
					{editingOffer && (
						<OfferFormModal
							key={`offer-${editingOffer.id}`}
							profileId={restaurant.id}
							offer={editingOffer}
							opened
							onClose={() => setEditingOffer(null)}
						/>
					)}
				</Card>
			)}

			<SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
				<Stack gap="sm">
					<Title order={2} fz="lg">
						{t('restaurant.page.about')}
					</Title>
					<Text style={{ whiteSpace: 'pre-line' }}>{restaurant.description}</Text>
					{/* The job type a restaurant's form asks for is not shown: "Tipo de trabajo: Repostero" said
					    nothing about the restaurant to a visitor (issue 20). */}
					<Text fz="sm">
						<b>{t('restaurant.page.address')}:</b> {place}
					</Text>
					<ContactActions
						title={restaurant.title}
						phone={restaurant.phone}
						shareUrl={typeof window === 'undefined' ? undefined : window.location.href}
					/>
					<TravelTime profileId={restaurant.id} />
				</Stack>
				<Stack gap="sm">
					<Title order={2} fz="lg">
						{t('restaurant.page.hours')}
					</Title>
					<HoursTable hours={restaurant.hours} today={weekdayInSantoDomingo()} />
				</Stack>
			</SimpleGrid>

			{restaurant.lat !== null && restaurant.lng !== null && (
				<ProfileMap lat={restaurant.lat} lng={restaurant.lng} title={restaurant.title} />
			)}

			<Stack gap="sm">
				<Title order={2} fz="lg">
					{t('restaurant.page.offers')}
				</Title>
				{restaurant.offers.length === 0 ? (
					<Text c="dimmed">{t('restaurant.page.noOffers')}</Text>
				) : (
					<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
						{restaurant.offers.map((offer) => (
							<OfferCard key={offer.id} offer={offer} isOwner={owner} signedIn={user !== null}>
								{owner && (
									<Group gap={4}>
										<EditPartButton
											label={`${t('restaurant.page.editOffer')}: ${offer.title}`}
											onClick={() => setEditingOffer(offer)}
										/>
										<DeletePartButton
											title={offer.title}
											label={t('restaurant.page.deleteOffer')}
											onDelete={async () => {
												await removeOffer.mutateAsync({ id: offer.id });
												await refresh();
											}}
										/>
									</Group>
								)}
							</OfferCard>
						))}
					</SimpleGrid>
				)}
			</Stack>

			<Stack gap="sm">
				<Title order={2} fz="lg">
					{t('restaurant.page.menus')}
				</Title>
				<MenuList
					menus={restaurant.menus}
					menuActions={
						owner
							? (menu) => (
									<Group gap={4}>
										<EditPartButton
											label={`${t('restaurant.page.editMenu')}: ${menu.title}`}
											onClick={() => setEditingMenu(menu)}
										/>
										<DeletePartButton
											title={menu.title}
											label={t('restaurant.page.deleteMenu')}
											onDelete={async () => {
												await removeMenu.mutateAsync({ id: menu.id });
												await refresh();
											}}
										/>
									</Group>
								)
							: undefined
					}
				/>
			</Stack>

			<Stack gap="sm">
				<Title order={2} fz="lg">
					{t('restaurant.page.highlights')}
				</Title>
				<HighlightList
					highlights={restaurant.highlights}
					actions={
						owner
							? (highlight) => (
									<DeletePartButton
										title={highlight.title}
										label={t('directory.deleteProfile.confirm')}
										onDelete={async () => {
											await removeHighlight.mutateAsync({ id: highlight.id });
											await refresh();
										}}
									/>
								)
							: undefined
					}
				/>
			</Stack>

			<Stack gap="sm">
				<Title order={2} fz="lg">
					{t('restaurant.page.slides')}
				</Title>
				<SlideList
					slides={restaurant.slides}
					actions={
						owner
							? (slide) => (
									<DeletePartButton
										title={slide.title}
										label={t('directory.deleteProfile.confirm')}
										onDelete={async () => {
											await removeSlide.mutateAsync({ id: slide.id });
											await refresh();
										}}
									/>
								)
							: undefined
					}
				/>
			</Stack>

			<ReviewsSection profileId={restaurant.id} ownerId={restaurant.ownerId} />
		</Stack>
	);
}
