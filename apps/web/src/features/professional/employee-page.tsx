import type { EmployeeProfileInput } from '@edge/api/schemas';
import { Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { lazyComponent } from '../../lib/lazy-component';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import type { EmployeeForm, emptyEmployeeValues } from './employee-form';
import { EmployeeProfileView } from './employee-profile-view';
import type { EmployeeView } from './professional-types';
import { ProfileLoadError, ProfileSkeleton, retryUnlessNotFound } from './profile-load-state';
import { CreateInvitation, SignInPrompt } from './sign-in-prompt';

export interface EmployeePageProps {
	id?: number;
	/** ?new: the creation form. */
	create?: boolean;
	/** ?edit: the owner's edit form. */
	edit?: boolean;
}

type EditorFormProps = Omit<ComponentProps<typeof EmployeeForm>, 'initialValues'> & {
	existing: EmployeeView | null | undefined;
	user: Parameters<typeof emptyEmployeeValues>[0];
};

/*
 * The create and edit form in a chunk of its own: with its schema (@edge/api/schemas, zod) and the
 * phone field it was evaluated on every visitor's load of an employee's page (`?id=`), part of a
 * phone's take-over of the drawn page (Total Blocking Time, docs/bench.md "Lighthouse").
 */
const EmployeeEditorForm = lazyComponent(
	() =>
		import('./employee-form').then(
			({ EmployeeForm, employeeValuesOf, emptyEmployeeValues }) =>
				// biome-ignore lint/correctness/noComponentHookFactories: made once, when its chunk loads (React's lazy() keeps it)
				function EmployeeEditorForm({ existing, user, ...props }: EditorFormProps) {
					return (
						<EmployeeForm
							initialValues={existing ? employeeValuesOf(existing) : emptyEmployeeValues(user)}
							{...props}
						/>
					);
				},
		),
	<ProfileSkeleton />,
);

/**
 * /employeeProfile: ?id=N shows an employee's page; ?new the creation form; ?edit the owner's edit
 * form; nothing, the signed-in user's own profile (or an invitation to create it).
 */
export function EmployeePage({ id, create = false, edit = false }: EmployeePageProps) {
	const { t } = useTranslation();
	const mode = create ? 'new' : edit ? 'edit' : 'own';
	const viewing = mode === 'own' && id !== undefined;
	useDocumentTitle(
		t(
			mode === 'new'
				? 'professional.titles.newEmployee'
				: mode === 'edit'
					? 'professional.titles.editEmployee'
					: 'professional.titles.employee',
		),
	);
	if (viewing) return <EmployeeById id={id} />;
	return <OwnEmployee mode={mode} />;
}

function EmployeeById({ id }: { id: number }) {
	const query = useQuery({ ...trpc.professional.employee.get.queryOptions({ id }), retry: retryUnlessNotFound });
	if (query.isPending) return <ProfileSkeleton />;
	if (query.isError) return <ProfileLoadError error={query.error} retry={() => void query.refetch()} />;
	return <EmployeeProfileView view={query.data} />;
}

function OwnEmployee({ mode }: { mode: 'new' | 'edit' | 'own' }) {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const { user, loading } = useSession();
	const mine = useQuery({ ...trpc.professional.employee.mine.queryOptions(), enabled: user !== null });
	const createProfile = useMutation(trpc.professional.employee.create.mutationOptions());
	const updateProfile = useMutation(trpc.professional.employee.update.mutationOptions());

	if (loading) return <ProfileSkeleton />;
	if (!user) {
		return (
			<SignInPrompt
				title={t('professional.employee.signIn.title')}
				body={t('professional.employee.signIn.body')}
				button={t('professional.employee.signIn.button')}
			/>
		);
	}
	if (mine.isPending) return <ProfileSkeleton />;
	if (mine.isError) return <ProfileLoadError error={mine.error} retry={() => void mine.refetch()} />;
	const existing = mine.data;

	// ?new with a profile already made edits that one: one employee profile per account.
	if (mode === 'own' && existing) return <EmployeeProfileView view={existing} />;
	if (mode === 'own' || (mode === 'edit' && !existing)) {
		return (
			<CreateInvitation
				title={t('professional.employee.invitation.title')}
				body={t('professional.employee.invitation.body')}
				button={t('professional.employee.invitation.create')}
				to="/employeeProfile"
				search={{ new: true }}
			/>
		);
	}

	const save = async (values: EmployeeProfileInput) => {
		const saved = existing
			? await updateProfile.mutateAsync({ ...values, id: existing.id })
			: await createProfile.mutateAsync(values);
		notify.success(t(existing ? 'directory.saved' : 'professional.employee.created'));
		await queryClient.invalidateQueries(trpc.professional.pathFilter());
		await navigate({ to: '/employeeProfile', search: { id: saved.id } });
	};

	return (
		<Stack gap="lg" maw={760} mx="auto" data-testid="employee-editor">
			<Title order={1} fz={28}>
				{t(existing ? 'professional.titles.editEmployee' : 'professional.titles.newEmployee')}
			</Title>
			<EmployeeEditorForm
				key={existing?.id ?? 'new'}
				existing={existing}
				user={user}
				onSubmit={save}
				submitLabel={t(existing ? 'professional.form.save' : 'professional.form.create')}
				onCancel={existing ? () => void navigate({ to: '/employeeProfile', search: { id: existing.id } }) : undefined}
			/>
		</Stack>
	);
}
