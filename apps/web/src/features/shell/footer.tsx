import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram } from '@tabler/icons-react';
import { AnchorLink } from '../../lib/links';
import { useTranslation } from '../../lib/use-translation';
import classes from './footer.module.css';

/** Edge's two social profiles, opened in a new tab. */
export const SOCIAL_LINKS = [
	{ href: 'https://www.instagram.com/edge.rd', labelKey: 'common.footer.instagram', icon: IconBrandInstagram },
	{ href: 'https://www.facebook.com/edge.rd', labelKey: 'common.footer.facebook', icon: IconBrandFacebook },
] as const;

/** On the home page only, the footer also links to subscriptions, calendar and business wall. */
export function Footer({ home = false }: { home?: boolean }) {
	const { t } = useTranslation();
	return (
		<Box
			component="footer"
			bg="gray.0"
			py="xl"
			mt="xl"
			style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
			className={classes.footer}
			data-testid="footer"
		>
			<Container size="lg">
				{/* Plain CSS grid and links rather than SimpleGrid and ActionIcon: the footer is on the first load of /. */}
				<div className={classes.columns}>
					<Stack gap="xs">
						{/* h2: it follows each page's h1 (an h3 there skipped a level on pages without an h2). */}
						<Title order={2} fz="lg">
							{t('common.footer.welcome')}
						</Title>
						<Text c="dimmed" fz="sm">
							{t('common.footer.blurb')}
						</Text>
					</Stack>
					<Stack gap={6} component="nav" aria-label={t('common.footer.welcome')}>
						<AnchorLink to="/aboutUs" c="dark" fz="sm">
							{t('common.footer.aboutUs')}
						</AnchorLink>
						<AnchorLink to="/privacyPolicy" c="dark" fz="sm">
							{t('common.footer.privacyPolicy')}
						</AnchorLink>
						<AnchorLink to="/contactUs" c="dark" fz="sm">
							{t('common.footer.contactUs')}
						</AnchorLink>
						{home && (
							<>
								<AnchorLink to="/pricingTable" c="dark" fz="sm" data-testid="footer-home-link">
									{t('common.footer.subscriptions')}
								</AnchorLink>
								<AnchorLink to="/calendar" c="dark" fz="sm" data-testid="footer-home-link">
									{t('common.footer.calendar')}
								</AnchorLink>
								<AnchorLink to="/businessWall" c="dark" fz="sm" data-testid="footer-home-link">
									{t('common.footer.businessWall')}
								</AnchorLink>
							</>
						)}
					</Stack>
					<Stack gap="xs">
						<Text fw={600} fz="sm">
							{t('common.footer.followUs')}
						</Text>
						<Group gap="xs">
							{SOCIAL_LINKS.map((link) => (
								<a
									key={link.href}
									href={link.href}
									target="_blank"
									rel="noopener noreferrer"
									className={classes.social}
									aria-label={t(link.labelKey)}
									data-testid="social-link"
								>
									<link.icon size={20} aria-hidden />
								</a>
							))}
						</Group>
					</Stack>
				</div>
				<Text c="dimmed" fz="xs" mt="xl" ta="center">
					{t('common.footer.rights', { year: new Date().getFullYear() })}
				</Text>
			</Container>
		</Box>
	);
}
