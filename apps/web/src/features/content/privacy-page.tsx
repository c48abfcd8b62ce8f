import { Divider, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/document-title';
import { AnchorLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';

/** In reading order; two sections end with the page where the reader can act on them. */
const SECTIONS = [
	{ key: 'collect' },
	{ key: 'use' },
	{ key: 'storage' },
	{ key: 'payments' },
	{ key: 'sharing' },
	{ key: 'retention', link: { to: '/deleteAccount', label: 'content.privacy.deleteAccount' } },
	{ key: 'rights' },
	{ key: 'contact', link: { to: '/contactUs', label: 'common.footer.contactUs' } },
] as const;

export function PrivacyPolicyPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('content.privacy.title'));
	return (
		<Stack gap="xl" maw={760} data-testid="privacy-page">
			<Stack gap="xs">
				<Title order={1}>{t('content.privacy.title')}</Title>
				<Text c="dimmed" fz="sm">
					{t('content.privacy.lastUpdated')}
				</Text>
				<Text fz="lg" mt="sm">
					{t('content.privacy.intro')}
				</Text>
			</Stack>
			<Divider />
			{SECTIONS.map((section, index) => (
				<Stack component="section" key={section.key} gap="xs" aria-labelledby={`privacy-${section.key}`}>
					<Title order={2} fz="h3" id={`privacy-${section.key}`}>
						{index + 1}. {t(`content.privacy.sections.${section.key}.title`)}
					</Title>
					<Text lh={1.7}>{t(`content.privacy.sections.${section.key}.body`)}</Text>
					{'link' in section && (
						<AnchorLink to={section.link.to} fw={600} w="fit-content">
							{t(section.link.label)}
						</AnchorLink>
					)}
				</Stack>
			))}
		</Stack>
	);
}
