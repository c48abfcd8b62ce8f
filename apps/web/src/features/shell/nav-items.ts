import {
	type Icon,
	IconCalendarEvent,
	IconHome,
	IconMessages,
	IconReceipt2,
	IconUserCircle,
} from '@tabler/icons-react';

export interface NavItem {
	to: '/' | '/profile' | '/pricingTable' | '/calendar' | '/businessWall';
	labelKey: string;
	icon: Icon;
}

/** The header's main menu (spec: home, profile, subscriptions, calendar, business wall). */
export const MAIN_MENU: readonly NavItem[] = [
	{ to: '/', labelKey: 'common.nav.home', icon: IconHome },
	{ to: '/profile', labelKey: 'common.nav.profile', icon: IconUserCircle },
	{ to: '/pricingTable', labelKey: 'common.nav.subscriptions', icon: IconReceipt2 },
	{ to: '/calendar', labelKey: 'common.nav.calendar', icon: IconCalendarEvent },
	{ to: '/businessWall', labelKey: 'common.nav.businessWall', icon: IconMessages },
];

/** The installed app's bottom bar (spec: home, calendar, pricing, business wall, profile). */
export const BOTTOM_BAR: readonly NavItem[] = [
	{ to: '/', labelKey: 'common.nav.home', icon: IconHome },
	{ to: '/calendar', labelKey: 'common.nav.calendar', icon: IconCalendarEvent },
	{ to: '/pricingTable', labelKey: 'common.nav.pricing', icon: IconReceipt2 },
	{ to: '/businessWall', labelKey: 'common.nav.wall', icon: IconMessages },
	{ to: '/profile', labelKey: 'common.nav.profile', icon: IconUserCircle },
];
