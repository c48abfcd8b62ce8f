import { Accordion, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconMapPin, IconMessages } from '@tabler/icons-react';
import { useDocumentTitle } from '../../lib/document-title';
import { AnchorLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';

const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;
const FAQ = [1, 2, 3, 4, 5, 6] as const;
const RESEARCH = [
	{ key: 'one', icon: IconMessages },
	{ key: 'two', icon: IconChartBar },
	{ key: 'three', icon: IconMapPin },
] as const;

/** About us: the company text, the FAQ and the research plans, as the spec lists them. */
export function AboutPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('content.about.title'));
	return (
		<Stack gap={48} maw={820} data-testid="about-page">
			<Stack gap="sm">
				<Title order={1}>{t('content.about.title')}</Title>
				<Text fz="xl" c="dimmed">
					{t('content.about.intro')}
				</Text>
			</Stack>

			<Stack component="section" gap="md" aria-labelledby="about-company">
				<Title order={2} id="about-company">
					{t('content.about.company.title')}
				</Title>
				{PARAGRAPHS.map((paragraph) => (
					<Text key={paragraph} lh={1.7}>
						{t(`content.about.company.${paragraph}`)}
					</Text>
				))}
			</Stack>

			<Stack component="section" gap="md" aria-labelledby="about-faq">
				<Title order={2} id="about-faq">
					{t('content.about.faq.title')}
				</Title>
				{/* order: each question is also a heading, so screen-reader users can jump between them. */}
				<Accordion variant="separated" radius="md" order={3}>
					{FAQ.map((n) => (
						<Accordion.Item key={n} value={`q${n}`}>
							<Accordion.Control fw={600}>{t(`content.about.faq.q${n}`)}</Accordion.Control>
							<Accordion.Panel>
								<Text lh={1.7}>{t(`content.about.faq.a${n}`)}</Text>
							</Accordion.Panel>
						</Accordion.Item>
					))}
				</Accordion>
				<AnchorLink to="/contactUs" fw={600} w="fit-content">
					{t('content.about.faq.more')}
				</AnchorLink>
			</Stack>

			<Card component="section" withBorder radius="lg" padding="xl" aria-labelledby="about-research">
				<Stack gap="md">
					<Title order={2} id="about-research">
						{t('content.about.research.title')}
					</Title>
					<Text c="dimmed">{t('content.about.research.intro')}</Text>
					<List spacing="md">
						{RESEARCH.map((item) => (
							<List.Item
								key={item.key}
								icon={
									<ThemeIcon size={32} radius="xl" variant="light">
										<item.icon size={18} />
									</ThemeIcon>
								}
							>
								{t(`content.about.research.${item.key}`)}
							</List.Item>
						))}
					</List>
				</Stack>
			</Card>
		</Stack>
	);
}
