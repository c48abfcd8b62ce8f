import {
	type Icon,
	IconCalendarEvent,
	IconHome,
	IconMessages,
	IconReceipt2,
	IconUserCircle,
} from '@tabler/icons-react';
import type { NavItem } from './nav-items';

/**
 * The menu items' icons, apart from nav-items.ts: only the mobile menu and the bottom bar draw them,
 * both loaded when shown, while the header (loaded with every page) needs the items' links only.
 */
export const NAV_ICONS: Record<NavItem['to'], Icon> = {
	'/': IconHome,
	'/profile': IconUserCircle,
	'/pricingTable': IconReceipt2,
	'/calendar': IconCalendarEvent,
	'/businessWall': IconMessages,
};
