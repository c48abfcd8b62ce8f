import { Box, Burger, Button, Container, Divider, Drawer, Group, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../lib/links';
import { useSession } from '../../lib/session';
import classes from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { LogoutDialog } from './logout-dialog';
import { MAIN_MENU } from './nav-items';

export function Header() {
	const { t } = useTranslation();
	const { user, loading } = useSession();
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	// Mantine's Drawer draws the backdrop and locks page scrolling while the mobile menu is open.
	const [menuOpened, menu] = useDisclosure(false);
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
						<LanguageSwitch />
						<Box visibleFrom="md">{sessionButton}</Box>
						<Burger
							opened={menuOpened}
							onClick={menu.toggle}
							hiddenFrom="md"
							aria-label={menuOpened ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
							data-testid="menu-toggle"
						/>
					</Group>
				</Group>
			</Container>
			<Drawer
				opened={menuOpened}
				onClose={menu.close}
				size="80%"
				position="right"
				title={<Logo />}
				hiddenFrom="md"
				closeButtonProps={{ 'aria-label': t('common.nav.closeMenu') }}
				data-testid="mobile-menu"
			>
				<Stack gap={4} component="nav" aria-label={t('common.nav.mainMenu')}>
					{MAIN_MENU.map((item) => (
						<NavLink
							key={item.to}
							component={Link}
							to={item.to}
							label={t(item.labelKey)}
							leftSection={<item.icon size={20} stroke={1.6} />}
							active={pathname === item.to}
							onClick={menu.close}
						/>
					))}
					<Divider my="sm" />
					{sessionButton}
				</Stack>
			</Drawer>
			<LogoutDialog opened={logoutOpened} onClose={logoutDialog.close} />
		</Box>
	);
}
