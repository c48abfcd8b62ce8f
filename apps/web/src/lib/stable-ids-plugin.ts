import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's useId module, as @mantine/hooks' own index imports it. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const STABLE_ID = fileURLToPath(new URL('./stable-id.ts', import.meta.url));

/**
 * Build-time swap: Mantine's useId module becomes ours (stable-id.ts), for every Mantine component
 * and hook that imports it. Its exports keep their name (`useId`); only the random id set after
 * mount is gone.
 */
export function stableMantineIds(): Plugin {
	return {
		name: 'edge:stable-mantine-ids',
		enforce: 'pre',
		load(id) {
			if (!MANTINE_USE_ID.test(id.split('?')[0] ?? id)) return null;
			return `export { useStableId as useId } from ${JSON.stringify(STABLE_ID)};\n`;
		},
	};
}
