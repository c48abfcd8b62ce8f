import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { FreelancerProfileView } from './freelancer-profile-view';
import { ProfileLoadError, ProfileSkeleton, retryUnlessNotFound } from './profile-load-state';
import { CreateInvitation, SignInPrompt } from './sign-in-prompt';

/** /professionalProfile?id=N: a freelancer's page; without id, the signed-in user's own. */
export function FreelancerPage({ id }: { id?: number }) {
	const { t } = useTranslation();
	useDocumentTitle(t('professional.titles.freelancer'));
	return id === undefined ? <OwnFreelancerPage /> : <FreelancerById id={id} />;
}

function FreelancerById({ id }: { id: number }) {
	const query = useQuery({ ...trpc.professional.freelancer.get.queryOptions({ id }), retry: retryUnlessNotFound });
	if (query.isPending) return <ProfileSkeleton />;
	if (query.isError) return <ProfileLoadError error={query.error} retry={() => void query.refetch()} />;
	return <FreelancerProfileView view={query.data} />;
}

function OwnFreelancerPage() {
	const { t } = useTranslation();
	const { user, loading } = useSession();
	const mine = useQuery({ ...trpc.professional.freelancer.mine.queryOptions(), enabled: user !== null });
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
	if (mine.isPending) return <ProfileSkeleton />;
	if (mine.isError) return <ProfileLoadError error={mine.error} retry={() => void mine.refetch()} />;
	if (!mine.data) {
		return (
			<CreateInvitation
				title={t('professional.freelancer.invitation.title')}
				body={t('professional.freelancer.invitation.body')}
				button={t('professional.freelancer.invitation.create')}
				to="/manageProfessional"
			/>
		);
	}
	return <FreelancerProfileView view={mine.data} />;
}
