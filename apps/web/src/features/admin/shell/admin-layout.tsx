import { Badge, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import { ADMIN_NAV, type AdminNavItem, isActiveNavItem } from './admin-nav';

/**
 * The staff side's frame (docs/admin.md): a heading and the navigation between its pages, a row
 * that scrolls sideways on a phone. Reportes and Verificaciones carry the dashboard's counts (the
 * same cached query the dashboard page reads).
 */
export function AdminLayout() {
	const { t } = useTranslation();
	const { user } = useSession();
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	const dashboard = useQuery(trpc.staff.overview.dashboard.queryOptions());
	const queryClient = useQueryClient();
	// Counts change with every decision taken on the other pages: read them again on each move
	// between sections (one cheap query, staff only) rather than have every action remember to.
	const shownPath = useRef(pathname);
	useEffect(() => {
		if (shownPath.current === pathname) return;
		shownPath.current = pathname;
		void queryClient.invalidateQueries({ queryKey: trpc.staff.overview.dashboard.queryKey() });
	}, [pathname, queryClient]);
	const isAdmin = user?.staffRole === 'admin';

	const countOf = (item: AdminNavItem): number | null => {
		if (!dashboard.data) return null;
		if (item.to === '/admin/reports') return Object.values(dashboard.data.openReports).reduce((sum, n) => sum + n, 0);
		if (item.to === '/admin/verifications') return dashboard.data.pendingVerifications;
		return null;
	};

	return (
		<Stack gap="md" data-testid="admin-layout">
			<Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
				<Title order={1}>{t('admin.shell.title')}</Title>
				{user?.staffRole && (
					<Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
						{t('admin.shell.signedInAs', { email: user.email, role: t(`admin.shell.role.${user.staffRole}`) })}
					</Text>
				)}
			</Group>
			<ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x">
				<Group component="nav" aria-label={t('admin.shell.nav.label')} gap="xs" wrap="nowrap" pb={4}>
					{ADMIN_NAV.filter((item) => isAdmin || !item.adminOnly).map((item) => {
						const active = isActiveNavItem(item, pathname);
						const count = countOf(item);
						return (
							<ButtonLink
								key={item.to}
								to={item.to}
								variant={active ? 'filled' : 'light'}
								aria-current={active ? 'page' : undefined}
								style={{ flexShrink: 0 }}
								rightSection={
									count ? (
										// On the open section's filled button a white pill with the primary colour's text
										// (teal.9 on white, 6.2:1), elsewhere a filled pill (white on teal.9): never white
										// on white, which `color="white"` gave the open one (e2e/admin-shell.e2e.ts).
										<Badge size="sm" circle={count < 10} variant={active ? 'white' : 'filled'}>
											{count}
										</Badge>
									) : undefined
								}
								data-testid={`admin-nav-${item.to.split('/')[2] ?? 'dashboard'}`}
							>
								{t(item.labelKey)}
							</ButtonLink>
						);
					})}
				</Group>
			</ScrollArea>
			<Outlet />
		</Stack>
	);
}
