import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
	IconArrowRight,
	IconBriefcase,
	IconBuildingStore,
	IconCalendarEvent,
	IconCheck,
	IconDiscount,
	IconMail,
	IconSearch,
	IconToolsKitchen2,
	IconUserPlus,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { AnchorLink, ButtonLink } from '../../lib/links';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { useTypedTextCarriedOver } from '../../lib/use-typed-text-carried-over';
import { LazyHomeEvents } from '../calendar/lazy-home-events';
import { LazyHomeSections } from '../search/lazy-home-sections';
import { FullBleedPage } from '../shell/full-bleed-page';
import classes from './home-page.module.css';

/** The four ways into the directory, each leading to the page that lists it. */
const SECTIONS = [
	{ key: 'businesses', to: '/categories', icon: IconBuildingStore },
	{ key: 'professionals', to: '/user-profiles/all', icon: IconBriefcase },
	{ key: 'restaurants', to: '/restaurants', icon: IconToolsKitchen2 },
	{ key: 'events', to: '/calendar', icon: IconCalendarEvent },
] as const;

const BUSINESS_POINTS = ['profile', 'wall', 'events'] as const;

export function HomePage() {
	const { t } = useTranslation();
	// Home is Edge itself, so its title leads with the name and says what Edge is:
	// 'Edge · El directorio de negocios…' reads better in a tab or a bookmark than '<heading> · Edge'.
	useDocumentTitle(t('common.tagline'), { brandFirst: true });
	return (
		<FullBleedPage home>
			<Box data-testid="home-page">
				<Hero />
				<Sections />
				<LazyHomeSections />
				<LazyHomeEvents />
				<ContactInformation />
				<ForBusinesses />
			</Box>
		</FullBleedPage>
	);
}

function Hero() {
	const { t } = useTranslation();
	const { user, loading } = useSession();
	return (
		<Box component="section" className={classes.hero} aria-labelledby="home-hero-title">
			<Container size="lg" py={{ base: 56, sm: 96 }}>
				<Stack gap="lg" maw={720}>
					<span className={classes.eyebrow}>{t('pages.home.hero.eyebrow')}</span>
					<Title order={1} id="home-hero-title" className={classes.heroTitle}>
						{t('pages.home.hero.title')}
					</Title>
					<Text className={classes.heroSubtitle}>{t('pages.home.hero.subtitle')}</Text>
					<HeroSearch />
					<div className={classes.actions}>
						<ButtonLink
							to="/categories"
							size="lg"
							variant="white"
							color="teal.9"
							leftSection={<IconSearch size={20} />}
						>
							{t('pages.home.hero.search')}
						</ButtonLink>
						{/* Waiting for the session avoids flashing the sign-up button at signed-in users. */}
						{!loading && !user && (
							<ButtonLink
								to="/signup"
								size="lg"
								variant="outline"
								color="white"
								leftSection={<IconUserPlus size={20} />}
								data-testid="home-signup"
							>
								{t('pages.home.hero.signup')}
							</ButtonLink>
						)}
					</div>
				</Stack>
			</Container>
		</Box>
	);
}

/** Searching from home opens /categories with the text, where suggestions and filters live. */
function HeroSearch() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	const [q, setQ] = useState('');
	const search = (text: string) => void navigate({ to: '/categories', search: text ? { q: text } : {} });
	const input = useTypedTextCarriedOver('q', setQ, (typed) => search(typed.trim()));
	const submit = (event: FormEvent) => {
		event.preventDefault();
		search(q.trim());
	};
	return (
		<>
			{/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some supported browsers; the role is equivalent */}
			<form onSubmit={submit} role="search" className={classes.search} data-testid="home-search">
				{/* A plain input: Mantine's TextInput would add about 4 KB to the first load of / for one field. */}
				<div className={classes.searchField}>
					<IconSearch size={20} aria-hidden className={classes.searchIcon} />
					<input
						type="search"
						name="q"
						ref={input}
						value={q}
						onChange={(event) => setQ(event.currentTarget.value)}
						aria-label={t('search.box.label')}
						placeholder={t('search.box.placeholder')}
						className={classes.searchInput}
					/>
				</div>
				<Button type="submit" size="lg" color="orange.9">
					{t('search.box.submit')}
				</Button>
			</form>
		</>
	);
}

function Sections() {
	const { t } = useTranslation();
	return (
		<Container component="section" size="lg" py={{ base: 48, sm: 80 }} aria-labelledby="home-sections-title">
			<Stack gap={6} ta="center" mb={{ base: 'xl', sm: 48 }}>
				<Title order={2} id="home-sections-title">
					{t('pages.home.sections.title')}
				</Title>
				<Text c="dimmed" fz="lg">
					{t('pages.home.sections.subtitle')}
				</Text>
			</Stack>
			<div className={classes.sectionGrid}>
				{SECTIONS.map((section) => (
					<div key={section.key} className={classes.card} data-testid="home-section">
						{/* Icon beside the text on phones keeps the four cards short; above it on wider grids. */}
						<div className={classes.cardBody}>
							<span className={classes.icon} data-size="lg">
								<section.icon size={28} stroke={1.6} aria-hidden />
							</span>
							<Stack gap={6} className={classes.grow}>
								<Title order={3} fz="lg">
									{t(`pages.home.sections.${section.key}.title`)}
								</Title>
								<Text c="dimmed" fz="sm" className={classes.grow}>
									{t(`pages.home.sections.${section.key}.text`)}
								</Text>
								<AnchorLink to={section.to} fw={600} fz="sm" mt={6} className={classes.cardLink}>
									{t(`pages.home.sections.${section.key}.link`)}
									<IconArrowRight size={16} style={{ verticalAlign: 'middle', marginInlineStart: 4 }} aria-hidden />
								</AnchorLink>
							</Stack>
						</div>
					</div>
				))}
			</div>
		</Container>
	);
}

function ContactInformation() {
	const { t } = useTranslation();
	return (
		<Container component="section" size="lg" py="xl" aria-labelledby="home-contact-title" data-testid="home-contact">
			<div className={classes.panel}>
				<Group justify="space-between" gap="md">
					<Group gap="md" wrap="nowrap">
						<span className={classes.icon} data-size="md">
							<IconMail size={24} aria-hidden />
						</span>
						<Stack gap={2}>
							<Title order={2} fz="h3" id="home-contact-title">
								{t('search.home.contact.title')}
							</Title>
							<Text c="dimmed">{t('search.home.contact.text')}</Text>
						</Stack>
					</Group>
					<ButtonLink to="/contactUs" variant="light">
						{t('search.home.contact.link')}
					</ButtonLink>
				</Group>
			</div>
		</Container>
	);
}

function ForBusinesses() {
	const { t } = useTranslation();
	return (
		<Container component="section" size="lg" pb={{ base: 'xl', sm: 48 }} aria-labelledby="home-business-title">
			<div className={classes.business}>
				<Stack gap="md" p={{ base: 'lg', sm: 48 }}>
					<Title order={2} id="home-business-title">
						{t('pages.home.forBusinesses.title')}
					</Title>
					<Text fz="lg">{t('pages.home.forBusinesses.text')}</Text>
					<Group gap="xs" wrap="nowrap">
						<span className={classes.discountIcon}>
							<IconDiscount size={16} aria-hidden />
						</span>
						<Text fw={700}>{t('pages.home.forBusinesses.discount')}</Text>
					</Group>
				</Stack>
				<Stack gap="lg" p={{ base: 'lg', sm: 48 }} pt={{ base: 0, md: 48 }} justify="center">
					<ul className={classes.points}>
						{BUSINESS_POINTS.map((point) => (
							<li key={point}>
								<span className={classes.check}>
									<IconCheck size={14} aria-hidden />
								</span>
								{t(`pages.home.forBusinesses.points.${point}`)}
							</li>
						))}
					</ul>
					<ButtonLink
						to="/pricingTable"
						size="lg"
						rightSection={<IconArrowRight size={18} />}
						w={{ base: '100%', sm: 'fit-content' }}
					>
						{t('pages.home.forBusinesses.cta')}
					</ButtonLink>
				</Stack>
			</div>
		</Container>
	);
}
