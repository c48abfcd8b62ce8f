import { Alert, Group } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { AnchorLink, ButtonLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';
import type { WallAccess } from './wall-types';

/**
 * Why the viewer cannot post, comment or react, in place of the form: signed out (a sign-in link
 * that comes back here) or without a valid plan that unlocks the wall (a link to the plans).
 */
export function TakePartNotice({ access }: { access: WallAccess }) {
	const { t } = useTranslation();
	const here = useLocation({ select: (location) => location.href });
	if (access.canTakePart) return null;
	if (!access.signedIn) {
		return (
			<Alert
				variant="light"
				color="blue"
				icon={<IconInfoCircle aria-hidden />}
				title={t('wall.page.access.signedOutTitle')}
				data-testid="wall-signed-out"
			>
				{t('wall.page.access.signedOut')}
				<Group mt="sm">
					<ButtonLink to="/login" search={{ redirect: here }} size="xs" data-testid="wall-sign-in">
						{t('wall.page.access.signIn')}
					</ButtonLink>
				</Group>
			</Alert>
		);
	}
	return (
		<Alert
			variant="light"
			color="orange"
			icon={<IconLock aria-hidden />}
			title={t('wall.page.access.noPlanTitle')}
			data-testid="wall-no-plan"
		>
			{t('wall.page.access.noPlan')}
			<Group mt="sm">
				<AnchorLink to="/pricingTable" fw={600} data-testid="wall-see-plans">
					{t('wall.page.access.seePlans')}
				</AnchorLink>
			</Group>
		</Alert>
	);
}
