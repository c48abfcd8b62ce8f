import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { lazyComponent } from '../../lib/lazy-component';
import { ButtonLink } from '../../lib/links';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import type { RestaurantSearch } from './restaurant-search';
import { RestaurantViewPage } from './restaurant-view-page';

/*
 * The creation and edit form in a chunk of its own: with its schema (@edge/api/schemas, zod), the
 * hours editor, the image and phone fields it was evaluated on every visitor's load of a
 * restaurant's page (`?id=`), ~20 ms of a phone's take-over of the drawn page (Total Blocking Time,
 * docs/bench.md "Lighthouse").
 */
const RestaurantForm = lazyComponent(
	() => import('./restaurant-form').then((module) => module.RestaurantForm),
	<Skeleton height={400} radius="lg" />,
);

/**
 * /restaurant-profile: `?id=` a restaurant's page, `?new` the creation form, `?id=&edit` the edit
 * form; bare, the signed-in owner's restaurant (or an invitation to create one).
 */
export function RestaurantProfilePage({ search }: { search: RestaurantSearch }) {
	if (search.id && search.edit) return <EditRestaurant id={search.id} />;
	if (search.id) return <RestaurantViewPage id={search.id} />;
	if (search.new) return <CreateRestaurant />;
	return <MyRestaurant />;
}

function SignInPrompt() {
	const { t } = useTranslation();
	return (
		<Paper withBorder radius="lg" p="xl" data-testid="restaurant-sign-in">
			<Stack align="flex-start">
				<Title order={1} fz={26}>
					{t('restaurant.page.mineTitle')}
				</Title>
				<Text>{t('restaurant.page.signInPrompt')}</Text>
				<ButtonLink to="/login" search={{ redirect: '/restaurant-profile' }}>
					{t('restaurant.page.signIn')}
				</ButtonLink>
			</Stack>
		</Paper>
	);
}

function CreateRestaurant() {
	const { t } = useTranslation();
	const { user, loading } = useSession();
	const navigate = useNavigate();
	useDocumentTitle(t('restaurant.form.newTitle'));
	if (loading) return <Skeleton height={400} radius="lg" />;
	if (!user) return <SignInPrompt />;
	return (
		<RestaurantForm
			onSaved={(id) => void navigate({ to: '/restaurant-profile', search: { id } })}
			onCancel={() => window.history.back()}
		/>
	);
}

function EditRestaurant({ id }: { id: number }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const query = useQuery(trpc.restaurant.get.queryOptions({ id }));
	useDocumentTitle(t('restaurant.form.editTitle'));
	if (query.isPending) return <Skeleton height={400} radius="lg" />;
	if (query.isError) return <RestaurantViewPage id={id} />;
	if (!query.data.isOwner) return <Alert color="yellow">{t('directory.ownerOnly')}</Alert>;
	const back = () => void navigate({ to: '/restaurant-profile', search: { id } });
	return <RestaurantForm restaurant={query.data} onSaved={back} onCancel={back} />;
}

function MyRestaurant() {
	const { t } = useTranslation();
	const { user, loading } = useSession();
	const mine = useQuery({ ...trpc.restaurant.mine.queryOptions(), enabled: user !== null });
	const first = mine.data?.[0];
	useDocumentTitle(first ? null : t('restaurant.page.mineTitle'));

	if (loading || (user && mine.isPending)) return <Skeleton height={300} radius="lg" />;
	if (!user) return <SignInPrompt />;
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
	if (first) return <RestaurantViewPage id={first.id} />;
	return (
		<Paper withBorder radius="lg" p="xl" data-testid="restaurant-empty">
			<Stack align="flex-start">
				<Title order={1} fz={26}>
					{t('restaurant.page.mineTitle')}
				</Title>
				<Text>{t('restaurant.page.noRestaurant')}</Text>
				<ButtonLink to="/restaurant-profile" search={{ new: true }} data-testid="restaurant-create-cta">
					{t('restaurant.page.createCta')}
				</ButtonLink>
			</Stack>
		</Paper>
	);
}
