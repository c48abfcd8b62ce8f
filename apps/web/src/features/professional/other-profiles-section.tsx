import type { ProfileKind } from '@edge/api/profile-kinds';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { AnchorLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';
import { profileLink } from '../directory/profile-links';

interface OtherProfilesSectionProps {
	profiles: ReadonlyArray<{ id: number; kind: ProfileKind; title: string }>;
}

/** The multi-profile section: the owner's other profiles on Edge, each linking to its page. */
export function OtherProfilesSection({ profiles }: OtherProfilesSectionProps) {
	const { t } = useTranslation();
	if (profiles.length === 0) {
		return (
			<Text c="dimmed" fz="sm" data-testid="other-profiles">
				{t('professional.freelancer.noOtherProfiles')}
			</Text>
		);
	}
	return (
		<Stack gap={6} data-testid="other-profiles">
			{profiles.map((profile) => (
				<Group key={profile.id} gap="xs">
					<Badge variant="outline" tt="none">
						{t(`directory.kinds.${profile.kind}`)}
					</Badge>
					<AnchorLink {...profileLink(profile.kind, profile.id)}>{profile.title}</AnchorLink>
				</Group>
			))}
		</Stack>
	);
}
