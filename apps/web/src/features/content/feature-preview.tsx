import { Badge, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { ButtonLink } from '../../lib/links';

export const PREVIEW_FEATURES = [
	'businessWall',
	'businessWallPost',
	'eventsBusiness',
	'manageProfessional',
	'upcomingEvents',
	'createEvent',
	'calendar',
] as const;
export type PreviewFeature = (typeof PREVIEW_FEATURES)[number];

/**
 * A real page for a route whose feature ships in a later release: what it is and what it will let
 * the user do, in both languages, with a way back home. Never a blank page. The tab title is the
 * feature's own title.
 */
export function FeaturePreview({ feature, detail }: { feature: PreviewFeature; detail?: string }) {
	const { t } = useTranslation();
	const key = `pages.features.${feature}`;
	useDocumentTitle(t(`${key}.title`));
	return (
		<Stack gap="lg" maw={720} data-testid={`feature-${feature}`}>
			<Stack gap="xs">
				<Badge variant="light" w="fit-content">
					{t('common.comingSoon')}
				</Badge>
				<Title order={1}>{t(`${key}.title`)}</Title>
				{detail && (
					<Text fw={600} c="teal.8">
						{detail}
					</Text>
				)}
				<Text c="dimmed" fz="lg">
					{t(`${key}.description`)}
				</Text>
			</Stack>
			<Card withBorder padding="lg">
				<List
					spacing="sm"
					icon={
						<ThemeIcon size={22} radius="xl" variant="light">
							<IconCheck size={14} />
						</ThemeIcon>
					}
				>
					<List.Item>{t(`${key}.points.one`)}</List.Item>
					<List.Item>{t(`${key}.points.two`)}</List.Item>
					<List.Item>{t(`${key}.points.three`)}</List.Item>
				</List>
			</Card>
			<ButtonLink to="/" variant="light" w="fit-content">
				{t('common.goHome')}
			</ButtonLink>
		</Stack>
	);
}
