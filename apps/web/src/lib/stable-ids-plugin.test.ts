// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stableMantineIds } from './stable-ids-plugin';

describe("the build swap of Mantine's useId", () => {
	it("takes the place of Mantine's useId module in the build, and of no other", () => {
		const plugin = stableMantineIds();
		const load = plugin.load as (id: string) => string | null;
		const swapped = load('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs');
		expect(swapped).toContain('export { useStableId as useId }');
		expect(swapped).toContain('stable-id.ts');
		expect(load('/app/node_modules/@mantine/hooks/esm/use-disclosure/use-disclosure.mjs')).toBeNull();
		expect(load('/app/apps/web/src/lib/use-id.ts')).toBeNull();
	});
});
