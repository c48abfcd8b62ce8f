import { Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import {
	emptyFreelancerValues,
	FreelancerForm,
	type FreelancerFormValues,
	freelancerValuesOf,
} from './freelancer-form';
import { ProfileLoadError, ProfileSkeleton } from './profile-load-state';
import { SignInPrompt } from './sign-in-prompt';

/** /manageProfessional: create the freelancer profile, or edit it once it exists. Visitors are asked to sign in. */
export function ManageProfessionalPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('professional.titles.manage'));
	const { user, loading } = useSession();
	if (loading) return <ProfileSkeleton />;
	if (!user) {
		return (
			<SignInPrompt
				title={t('professional.freelancer.signIn.title')}
				body={t('professional.freelancer.signIn.body')}
				button={t('professional.freelancer.signIn.button')}
			/>
		);
	}
	return <ManageOwnProfile displayName={`${user.firstName} ${user.lastName}`.trim()} />;
}

function ManageOwnProfile({ displayName }: { displayName: string }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const mine = useQuery(trpc.professional.freelancer.mine.queryOptions());
	const create = useMutation(trpc.professional.freelancer.create.mutationOptions());
	const update = useMutation(trpc.professional.freelancer.update.mutationOptions());

	if (mine.isPending) return <ProfileSkeleton />;
	if (mine.isError) return <ProfileLoadError error={mine.error} retry={() => void mine.refetch()} />;
	const existing = mine.data;

	const save = async (values: FreelancerFormValues) => {
		const saved = existing
			? await update.mutateAsync({ ...values, id: existing.id })
			: await create.mutateAsync(values);
		notify.success(t(existing ? 'directory.saved' : 'professional.freelancer.created'));
		await queryClient.invalidateQueries(trpc.professional.pathFilter());
		await navigate({ to: '/professionalProfile', search: { id: saved.id } });
	};

	return (
		<Stack gap="lg" maw={760} mx="auto" data-testid="manage-professional">
			<Stack gap={4}>
				<Title order={1} fz={28}>
					{t('professional.titles.manage')}
				</Title>
				<Text c="dimmed">{t('pages.features.manageProfessional.description')}</Text>
			</Stack>
			<FreelancerForm
				key={existing?.id ?? 'new'}
				initialValues={existing ? freelancerValuesOf(existing) : emptyFreelancerValues(displayName)}
				onSubmit={save}
				submitLabel={t(existing ? 'professional.form.save' : 'professional.form.create')}
			/>
		</Stack>
	);
}
