import { Box, Burger, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { ButtonLink } from '../../lib/links';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import classes from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MAIN_MENU } from './nav-items';

// The dialog (with the API client it needs) and the mobile menu load on first use, not with every page.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));
const LogoutDialog = lazy(() => import('./logout-dialog').then((module) => ({ default: module.LogoutDialog })));
// Signed-in users only: the chat link holds the live stream and the unread count (API client and all).
const ChatHeaderLink = lazy(() =>
	import('../chat/chat-header-link').then((module) => ({ default: module.ChatHeaderLink })),
);

export function Header() {
	const { t } = useTranslation();
	const { user, loading } = useSession();
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	const [menuOpened, menu] = useDisclosure(false);
	// Stays mounted after the first opening so the drawer can animate closed.
	const [menuLoaded, setMenuLoaded] = useState(false);
	const [logoutOpened, logoutDialog] = useDisclosure(false);

	const sessionButton = loading ? null : user ? (
		<Button
			variant="light"
			color="red"
			onClick={() => {
				menu.close();
				logoutDialog.open();
			}}
			data-testid="logout-button"
		>
			{t('common.nav.logout')}
		</Button>
	) : (
		<ButtonLink to="/login" onClick={menu.close} data-testid="login-button">
			{t('common.nav.login')}
		</ButtonLink>
	);

	// Staff only (docs/admin.md): the way into /admin; everyone else never sees it (the page is a 404 to them).
	const staffLink = user?.staffRole ? (
		<ButtonLink to="/admin" variant="subtle" onClick={menu.close} data-testid="admin-link">
			{t('common.nav.admin')}
		</ButtonLink>
	) : null;

	return (
		<Box component="header" className={classes.header}>
			<Container size="lg" h="100%">
				<Group h="100%" justify="space-between" wrap="nowrap">
					<UnstyledButton component={Link} to="/" aria-label="Edge" className={classes.logo}>
						<Logo />
					</UnstyledButton>
					<Group component="nav" aria-label={t('common.nav.mainMenu')} gap={4} visibleFrom="md">
						{MAIN_MENU.map((item) => (
							<Link key={item.to} to={item.to} className={classes.link} data-active={pathname === item.to || undefined}>
								{t(item.labelKey)}
							</Link>
						))}
					</Group>
					<Group gap="sm" wrap="nowrap">
						{user && (
							<Suspense fallback={null}>
								<ChatHeaderLink myId={user.id} />
							</Suspense>
						)}
						<LanguageSwitch />
						<Group visibleFrom="md" gap="xs" wrap="nowrap">
							{staffLink}
							{sessionButton}
						</Group>
						<Burger
							opened={menuOpened}
							onClick={() => {
								setMenuLoaded(true);
								menu.toggle();
							}}
							hiddenFrom="md"
							aria-label={menuOpened ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
							data-testid="menu-toggle"
						/>
					</Group>
				</Group>
			</Container>
			{menuLoaded && (
				<Suspense fallback={null}>
					<MobileMenu
						opened={menuOpened}
						onClose={menu.close}
						pathname={pathname}
						sessionButton={
							<>
								{staffLink}
								{sessionButton}
							</>
						}
					/>
				</Suspense>
			)}
			{logoutOpened && (
				<Suspense fallback={null}>
					<LogoutDialog opened onClose={logoutDialog.close} />
				</Suspense>
			)}
		</Box>
	);
}
