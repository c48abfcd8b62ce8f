import { Box, Text, UnstyledButton } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../lib/use-translation';
import classes from './bottom-nav.module.css';
import { NAV_ICONS } from './nav-icons';
import { BOTTOM_BAR } from './nav-items';

/** The same rule as the links' own active state (which sets aria-current="page"). */
export function isCurrent(pathname: string, to: string): boolean {
	if (to === '/') return pathname === '/';
	return pathname === to || pathname.startsWith(`${to}/`);
}

/** The installed app's bottom bar; BottomNavSlot (bottom-nav-slot.tsx) decides where it shows. */
export function BottomNav() {
	const { t } = useTranslation();
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	return (
		<>
			<Box h={64} />
			<Box component="nav" aria-label={t('common.nav.bottomNav')} className={classes.bar} data-testid="bottom-nav">
				{BOTTOM_BAR.map((item) => {
					const ItemIcon = NAV_ICONS[item.to];
					return (
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
							<ItemIcon size={22} stroke={1.7} />
							<Text fz={10} lh={1.2}>
								{t(item.labelKey)}
							</Text>
						</UnstyledButton>
					);
				})}
			</Box>
		</>
	);
}
