/** The staff pages, in the navigation's order; the audit is for admins only (docs/admin.md). */
export const ADMIN_NAV = [
	{ to: '/admin', labelKey: 'admin.shell.nav.dashboard', exact: true, adminOnly: false },
	{ to: '/admin/reports', labelKey: 'admin.shell.nav.reports', exact: false, adminOnly: false },
	{ to: '/admin/users', labelKey: 'admin.shell.nav.users', exact: false, adminOnly: false },
	{ to: '/admin/verifications', labelKey: 'admin.shell.nav.verifications', exact: false, adminOnly: false },
	{ to: '/admin/audit', labelKey: 'admin.shell.nav.audit', exact: false, adminOnly: true },
] as const;

export type AdminNavItem = (typeof ADMIN_NAV)[number];

/** Whether a nav item is the page at `pathname` (the dashboard only on /admin itself). */
export function isActiveNavItem(item: AdminNavItem, pathname: string): boolean {
	const path = pathname.replace(/\/+$/, '') || '/';
	return item.exact ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
}
