export interface NavItem {
	to: '/' | '/profile' | '/pricingTable' | '/calendar' | '/businessWall';
	labelKey: string;
}

/** The header's main menu (spec: home, profile, subscriptions, calendar, business wall). */
export const MAIN_MENU: readonly NavItem[] = [
	{ to: '/', labelKey: 'common.nav.home' },
	{ to: '/profile', labelKey: 'common.nav.profile' },
	{ to: '/pricingTable', labelKey: 'common.nav.subscriptions' },
	{ to: '/calendar', labelKey: 'common.nav.calendar' },
	{ to: '/businessWall', labelKey: 'common.nav.businessWall' },
];

/** The installed app's bottom bar (spec: home, calendar, pricing, business wall, profile). */
export const BOTTOM_BAR: readonly NavItem[] = [
	{ to: '/', labelKey: 'common.nav.home' },
	{ to: '/calendar', labelKey: 'common.nav.calendar' },
	{ to: '/pricingTable', labelKey: 'common.nav.pricing' },
	{ to: '/businessWall', labelKey: 'common.nav.wall' },
	{ to: '/profile', labelKey: 'common.nav.profile' },
];
