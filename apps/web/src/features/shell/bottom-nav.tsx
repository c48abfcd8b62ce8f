import { Box, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../lib/use-translation';
import classes from './bottom-nav.module.css';
import { BOTTOM_BAR } from './nav-items';

/** Shown only in the installed app (display-mode: standalone) on windows narrower than 640 px. */
export const BOTTOM_NAV_QUERY = '(display-mode: standalone) and (max-width: 639.98px)';

/** The same rule as the links' own active state (which sets aria-current="page"). */
export function isCurrent(pathname: string, to: string): boolean {
	if (to === '/') return pathname === '/';
	return pathname === to || pathname.startsWith(`${to}/`);
}

export function BottomNav() {
	const { t } = useTranslation();
	const visible = useMediaQuery(BOTTOM_NAV_QUERY, false, { getInitialValueInEffect: false });
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	if (!visible) return null;
	return (
		<>
			<Box h={64} />
			<Box component="nav" aria-label={t('common.nav.bottomNav')} className={classes.bar} data-testid="bottom-nav">
				{BOTTOM_BAR.map((item) => (
					<UnstyledButton
						key={item.to}
						component={Link}
						to={item.to}
						// Home only on /; the others also under their own sub-paths (a wall post marks Wall).
						activeOptions={{ exact: item.to === '/', includeSearch: false }}
						className={classes.item}
						data-active={isCurrent(pathname, item.to) || undefined}
						aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}
					>
						<item.icon size={22} stroke={1.7} />
						<Text fz={10} lh={1.2}>
							{t(item.labelKey)}
						</Text>
					</UnstyledButton>
				))}
			</Box>
		</>
	);
}
