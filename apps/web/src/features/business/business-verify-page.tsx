import { formatPhone } from '@edge/api/phone-number';
import { confirmVerificationInput } from '@edge/api/schemas';
import { Alert, Button, Card, Group, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { isProfileNotFound, ProfileNotFound } from '../directory/profile-not-found';
import { SignInPrompt } from './sign-in-prompt';

type Channel = 'phone' | 'email';

/** Where a code went, as the owner reads it: a phone in the national format. */
const shownTarget = (sent: { channel: Channel; target: string }) =>
	sent.channel === 'phone' ? formatPhone(sent.target) : sent.target;

/** Seconds until `iso`, ticking every second while above zero. */
function useSecondsUntil(iso: string | null): number {
	const left = () => (iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000)) : 0);
	const [seconds, setSeconds] = useState(left);
	// biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `iso`
	useEffect(() => {
		setSeconds(left());
		if (!iso) return;
		const timer = setInterval(() => {
			const next = left();
			setSeconds(next);
			if (next === 0) clearInterval(timer);
		}, 1000);
		return () => clearInterval(timer);
	}, [iso]);
	return seconds;
}

/** /businessProfile?id=N&verify: the owner confirms the business phone or e-mail with a one-time code. */
export function BusinessVerifyPage({ id }: { id: number }) {
	const { t } = useTranslation();
	useDocumentTitle(t('business.titles.verify'));
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const { user, loading } = useSession();
	const state = useQuery({ ...trpc.business.verification.queryOptions({ id }), enabled: user !== null });
	const [channel, setChannel] = useState<Channel | null>(null);
	const request = useMutation(trpc.business.requestVerification.mutationOptions());
	const confirm = useMutation(trpc.business.confirmVerification.mutationOptions());
	const form = useForm({ mode: 'controlled', initialValues: { code: '' } });

	const pending = state.data?.pending ?? null;
	const resendIn = useSecondsUntil(pending?.resendAt ?? null);
	const channels = state.data?.channels;
	const chosen: Channel | null =
		channel ?? pending?.channel ?? (channels?.phone ? 'phone' : channels?.email ? 'email' : null);

	const sendCode = async () => {
		if (!chosen) return;
		try {
			const sent = await request.mutateAsync({ id, channel: chosen });
			notify.success(t('business.verify.sent', { target: shownTarget(sent) }));
			await queryClient.invalidateQueries(trpc.business.verification.queryFilter({ id }));
		} catch (error) {
			notify.error(translateError(error, t));
			await queryClient.invalidateQueries(trpc.business.verification.queryFilter({ id }));
		}
	};

	const submit = form.onSubmit(async ({ code }) => {
		const parsed = confirmVerificationInput.safeParse({ id, code });
		if (!parsed.success) {
			form.setFieldError('code', 'business.verify.codeFormat');
			return;
		}
		try {
			await confirm.mutateAsync(parsed.data);
			notify.success(t('business.verify.done'));
			await queryClient.invalidateQueries(trpc.business.pathFilter());
			await navigate({ to: '/businessProfile', search: { id } });
		} catch (error) {
			const fields = fieldErrorKeys(error);
			form.setFieldError('code', fields.code ?? translateError(error, t));
		}
	});

	if (state.isError && isProfileNotFound(state.error)) return <ProfileNotFound />;
	const codeError = form.errors.code;

	return (
		<Stack gap="lg" maw={560} data-testid="business-verify-page">
			<Stack gap={4}>
				<Title order={1}>{t('business.verify.title')}</Title>
				<Text c="dimmed">{t('business.verify.intro')}</Text>
			</Stack>
			{loading || (user && state.isPending) ? (
				<Skeleton height={200} radius="lg" aria-busy="true" aria-label={t('directory.loading')} />
			) : !user ? (
				<SignInPrompt />
			) : state.isError || !state.data ? (
				<Alert color="red" role="alert" data-testid="owner-only">
					{translateError(state.error, t)}
				</Alert>
			) : state.data.verified ? (
				<Alert color="teal" icon={<IconRosetteDiscountCheck aria-hidden />} data-testid="already-verified">
					{t('business.verify.alreadyVerified')}
				</Alert>
			) : !channels?.phone && !channels?.email ? (
				<Alert color="yellow">{t('business.verify.noChannels')}</Alert>
			) : (
				<Card withBorder radius="lg" padding="lg">
					<Stack>
						{/* What is being verified: the business and the tax number it gives (issue 20). */}
						<Stack gap={2} data-testid="verify-subject">
							<Text fw={600}>{state.data.title}</Text>
							<Text fz="sm" c="dimmed" data-testid="verify-tax-id">
								{state.data.taxId
									? t(`business.page.taxId.${state.data.taxId.kind}`, { number: state.data.taxId.number })
									: t('business.verify.noTaxId')}
							</Text>
						</Stack>
						<Radio.Group
							label={t('business.verify.channel')}
							value={chosen}
							onChange={(value) => setChannel(value as Channel)}
						>
							<Stack gap="xs" mt="xs">
								{channels.phone && (
									<Radio
										value="phone"
										label={t('business.verify.channelPhone', { target: formatPhone(channels.phone) })}
										data-testid="verify-channel-phone"
									/>
								)}
								{channels.email && (
									<Radio
										value="email"
										label={t('business.verify.channelEmail', { target: channels.email })}
										data-testid="verify-channel-email"
									/>
								)}
							</Stack>
						</Radio.Group>
						<Group gap="sm">
							<Button
								onClick={() => void sendCode()}
								loading={request.isPending}
								disabled={!chosen || resendIn > 0}
								variant={pending ? 'default' : 'filled'}
								data-testid="verify-send"
							>
								{t(pending ? 'business.verify.resend' : 'business.verify.send')}
							</Button>
							{resendIn > 0 && (
								<Text fz="sm" c="dimmed" aria-live="polite">
									{t('business.verify.resendIn', { count: resendIn })}
								</Text>
							)}
						</Group>
						{pending && (
							<Text fz="sm" data-testid="verify-pending">
								{t('business.verify.sent', { target: shownTarget(pending) })}
							</Text>
						)}
						<form onSubmit={submit} noValidate>
							<Group align="flex-start" gap="sm">
								<TextInput
									label={t('business.verify.code')}
									inputMode="numeric"
									autoComplete="one-time-code"
									maxLength={6}
									{...form.getInputProps('code')}
									error={typeof codeError === 'string' ? t(codeError) : undefined}
									data-testid="verify-code"
								/>
								<Button type="submit" mt={25} loading={confirm.isPending} data-testid="verify-confirm">
									{t('business.verify.confirm')}
								</Button>
							</Group>
						</form>
					</Stack>
				</Card>
			)}
			<ButtonLink to="/businessProfile" search={{ id }} variant="subtle" w="fit-content">
				{t('business.verify.backToProfile')}
			</ButtonLink>
		</Stack>
	);
}
