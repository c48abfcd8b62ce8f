import { formatPhone } from '@edge/api/phone-number';
import { confirmVerificationInput } from '@edge/api/schemas';
import { formatDate } from '@edge/i18n/format';
import { Alert, Badge, Button, Card, Group, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClockHour4, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useLanguage } from '../../lib/use-language';
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

/** Where the owner's request stands, as the badge at the top of the page names it. */
type VerifyStatus = 'none' | 'codeSent' | 'underReview' | 'verified' | 'rejected';
const STATUS_COLOR: Record<VerifyStatus, string> = {
	none: 'gray',
	codeSent: 'blue',
	underReview: 'yellow',
	verified: 'teal',
	rejected: 'red',
};

/**
 * /businessProfile?id=N&verify: the owner confirms the business phone or e-mail with a one-time code,
 * which files a request staff review (docs/admin.md); the page then says it is under review, and
 * later verified, or rejected with the staff's reason and the form to try again.
 */
export function BusinessVerifyPage({ id }: { id: number }) {
	const { t } = useTranslation();
	const language = useLanguage();
	useDocumentTitle(t('business.titles.verify'));
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
			form.reset();
			await queryClient.invalidateQueries(trpc.business.pathFilter());
		} catch (error) {
			const fields = fieldErrorKeys(error);
			form.setFieldError('code', fields.code ?? translateError(error, t));
		}
	});

	if (state.isError && isProfileNotFound(state.error)) return <ProfileNotFound />;
	const codeError = form.errors.code;
	const data = state.data;
	const status: VerifyStatus | null = !data
		? null
		: data.verified
			? 'verified'
			: data.review
				? 'underReview'
				: pending
					? 'codeSent'
					: data.rejection
						? 'rejected'
						: 'none';

	return (
		<Stack gap="lg" maw={560} data-testid="business-verify-page">
			<Stack gap={4}>
				<Title order={1}>{t('business.verify.title')}</Title>
				<Text c="dimmed">{t('business.verify.intro')}</Text>
				{status && (
					<Group gap="xs" mt="xs">
						<Text fz="sm">{t('business.verify.status.label')}:</Text>
						<Badge color={STATUS_COLOR[status]} variant="light" tt="none" data-testid="verify-status">
							{t(`business.verify.status.${status}`)}
						</Badge>
					</Group>
				)}
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
					<Text fz="sm">{t('business.verify.alreadyVerified')}</Text>
					{state.data.verifiedAt && (
						<Text fz="sm">
							{t('business.verify.verifiedSince', { date: formatDate(new Date(state.data.verifiedAt), language) })}
						</Text>
					)}
				</Alert>
			) : state.data.review ? (
				<Alert
					color="yellow"
					icon={<IconClockHour4 aria-hidden />}
					title={t('business.verify.underReview')}
					data-testid="verify-under-review"
				>
					{t('business.verify.underReviewSince', {
						date: formatDate(new Date(state.data.review.submittedAt), language),
						target: shownTarget(state.data.review),
					})}
				</Alert>
			) : !channels?.phone && !channels?.email ? (
				<Alert color="yellow">{t('business.verify.noChannels')}</Alert>
			) : (
				<Stack gap="lg">
					{state.data.rejection && (
						<Alert
							color="red"
							title={t('business.verify.rejected', {
								date: formatDate(new Date(state.data.rejection.decidedAt), language),
							})}
							data-testid="verify-rejected"
						>
							<Stack gap="xs">
								<Text fz="sm" data-testid="verify-rejected-reason">
									{t('business.verify.rejectedReason', { reason: state.data.rejection.reason })}
								</Text>
								<Text fz="sm">{t('business.verify.tryAgain')}</Text>
								<ButtonLink
									to="/businessProfile"
									search={{ id, edit: true }}
									variant="light"
									color="red"
									size="xs"
									w="fit-content"
								>
									{t('business.verify.editProfile')}
								</ButtonLink>
							</Stack>
						</Alert>
					)}
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
				</Stack>
			)}
			<ButtonLink to="/businessProfile" search={{ id }} variant="subtle" w="fit-content">
				{t('business.verify.backToProfile')}
			</ButtonLink>
		</Stack>
	);
}
