import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Logo } from './logo';
import { NAV_ICONS } from './nav-icons';
import { MAIN_MENU } from './nav-items';

interface MobileMenuProps {
	opened: boolean;
	onClose: () => void;
	pathname: string;
	sessionButton: ReactNode;
}

/** Mantine's Drawer draws the backdrop and locks page scrolling while the menu is open. */
export function MobileMenu({ opened, onClose, pathname, sessionButton }: MobileMenuProps) {
	const { t } = useTranslation();
	return (
		<Drawer
			opened={opened}
			onClose={onClose}
			size="80%"
			position="right"
			title={<Logo />}
			hiddenFrom="md"
			closeButtonProps={{ 'aria-label': t('common.nav.closeMenu') }}
			data-testid="mobile-menu"
		>
			<Stack gap={4} component="nav" aria-label={t('common.nav.mainMenu')}>
				{MAIN_MENU.map((item) => {
					const ItemIcon = NAV_ICONS[item.to];
					return (
						<NavLink
							key={item.to}
							component={Link}
							to={item.to}
							label={t(item.labelKey)}
							leftSection={<ItemIcon size={20} stroke={1.6} />}
							active={pathname === item.to}
							onClick={onClose}
						/>
					);
				})}
				<Divider my="sm" />
				{sessionButton}
			</Stack>
		</Drawer>
	);
}
