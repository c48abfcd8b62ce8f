import { useId } from 'react';

/**
 * Mantine's useId (@mantine/hooks), made stable: React's own id, the same in the server's draw and
 * in the browser, for as long as the component lives. Mantine's version returns the same id on the
 * first render, then swaps in a random one from a layout effect, for React versions without
 * useId. After a take-over that swap re-rendered every input, select, chip and popover of the
 * page synchronously, rewrote their id, for and aria attributes, and made the last task of a
 * listing's take-over some 20 ms longer on a fast machine (docs/decisions.md, D32).
 * The build puts this module in place of Mantine's (stable-ids-plugin.ts).
 */
export function useStableId(staticId?: string): string {
	const reactId = useId();
	return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
