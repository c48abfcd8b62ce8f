import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { isProfileNotFound, ProfileNotFound } from '../directory/profile-not-found';
import { BusinessForm } from './business-form';
import { EMPTY_BUSINESS_FORM, formValuesOf } from './business-form-values';
import { SignInPrompt } from './sign-in-prompt';

function FormSkeleton() {
	const { t } = useTranslation();
	return (
		<Stack aria-busy="true" aria-label={t('directory.loading')}>
			<Skeleton height={36} />
			<Skeleton height={36} />
			<Skeleton height={96} />
			<Skeleton height={240} />
		</Stack>
	);
}

/** /businessProfile?new: the creation form (signed in; a second profile needs the multi-profile plan). */
export function BusinessCreatePage() {
	const { t } = useTranslation();
	useDocumentTitle(t('business.titles.new'));
	const navigate = useNavigate();
	const { user, loading } = useSession();
	const mine = useQuery({ ...trpc.business.mine.queryOptions(), enabled: user !== null });

	return (
		<Stack gap="lg" maw={860} data-testid="business-create-page">
			<Title order={1}>{t('business.titles.new')}</Title>
			{loading || (user && mine.isPending) ? (
				<FormSkeleton />
			) : !user ? (
				<SignInPrompt />
			) : (
				<BusinessForm
					initialValues={EMPTY_BUSINESS_FORM}
					onSaved={(id) => void navigate({ to: '/businessProfile', search: { id } })}
					onCancel={() => void navigate({ to: '/businessProfile' })}
					blocked={
						mine.data && !mine.data.canCreate ? (
							<Alert color="yellow" data-testid="multi-profile-required">
								<Text fz="sm">{t('directory.multiProfileRequired')}</Text>
								<ButtonLink to="/pricingTable" size="xs" variant="light" mt="xs">
									{t('directory.seePlans')}
								</ButtonLink>
							</Alert>
						) : undefined
					}
				/>
			)}
		</Stack>
	);
}

/** /businessProfile?id=N&edit: the owner's edit form, filled with the stored profile. */
export function BusinessEditPage({ id }: { id: number }) {
	const { t } = useTranslation();
	useDocumentTitle(t('business.titles.edit'));
	const navigate = useNavigate();
	const { user, loading } = useSession();
	const profile = useQuery(trpc.business.get.queryOptions({ id }));

	if (profile.isError && isProfileNotFound(profile.error)) return <ProfileNotFound />;
	return (
		<Stack gap="lg" maw={860} data-testid="business-edit-page">
			<Title order={1}>{t('business.titles.edit')}</Title>
			{loading || profile.isPending ? (
				<FormSkeleton />
			) : !user ? (
				<SignInPrompt />
			) : profile.isError ? (
				<Alert color="red" role="alert">
					{translateError(profile.error, t)}
				</Alert>
			) : !profile.data.isOwner ? (
				<Alert color="red" role="alert" data-testid="owner-only">
					{t('directory.ownerOnly')}
				</Alert>
			) : (
				<BusinessForm
					// A fresh form per profile: values load once, then belong to the user.
					key={profile.data.id}
					profileId={id}
					initialValues={formValuesOf(profile.data)}
					onSaved={() => void navigate({ to: '/businessProfile', search: { id } })}
					onCancel={() => void navigate({ to: '/businessProfile', search: { id } })}
				/>
			)}
		</Stack>
	);
}
