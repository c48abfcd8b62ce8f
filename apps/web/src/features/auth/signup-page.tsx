import type { AccountKindInput } from '@edge/api/schemas';
import { Alert, Button, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
	type Icon,
	IconBriefcase,
	IconBuildingStore,
	IconChefHat,
	IconGift,
	IconId,
	IconShoppingBag,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { AnchorLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';
import { AuthCard } from './auth-card';
import classes from './signup-page.module.css';

const KINDS: readonly { kind: AccountKindInput; icon: Icon }[] = [
	{ kind: 'customer', icon: IconShoppingBag },
	{ kind: 'business', icon: IconBuildingStore },
	{ kind: 'freelancer', icon: IconBriefcase },
	{ kind: 'restaurant', icon: IconChefHat },
	{ kind: 'employee', icon: IconId },
];

/** Step one of sign-up: the account kind, which fixes user type and profile type. */
export function SignupPage({ referralCode }: { referralCode?: string }) {
	const { t } = useTranslation();
	useDocumentTitle(t('auth.signup.title'));
	const navigate = useNavigate();
	const [kind, setKind] = useState<AccountKindInput | null>(null);

	return (
		<AuthCard title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')} wide>
			<Stack>
				{referralCode && (
					<Alert color="teal" icon={<IconGift />}>
						{t('auth.signup.referredBy', { code: referralCode })}
					</Alert>
				)}
				<SimpleGrid cols={{ base: 1, sm: 2 }} role="radiogroup" aria-label={t('auth.signup.subtitle')}>
					{KINDS.map(({ kind: value, icon: KindIcon }) => (
						<UnstyledButton
							key={value}
							role="radio"
							aria-checked={kind === value}
							data-checked={kind === value || undefined}
							className={classes.kind}
							onClick={() => setKind(value)}
							data-testid={`kind-${value}`}
						>
							<Group wrap="nowrap" align="flex-start">
								<ThemeIcon size={40} radius="md" variant="light">
									<KindIcon size={22} />
								</ThemeIcon>
								<div>
									<Text fw={600}>{t(`auth.kinds.${value}.title`)}</Text>
									<Text fz="sm" c="dimmed">
										{t(`auth.kinds.${value}.description`)}
									</Text>
								</div>
							</Group>
						</UnstyledButton>
					))}
				</SimpleGrid>
				<Button
					size="md"
					disabled={!kind}
					onClick={() => kind && void navigate({ to: '/Register', search: { kind, ref: referralCode } })}
					data-testid="signup-continue"
				>
					{t('auth.signup.continue')}
				</Button>
				<Text ta="center" fz="sm">
					{t('auth.signup.haveAccount')} <AnchorLink to="/login">{t('auth.login.submit')}</AnchorLink>
				</Text>
			</Stack>
		</AuthCard>
	);
}
