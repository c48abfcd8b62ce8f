// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mantineStylesModule } from './needed-styles';
import { themeVariablesCss } from './theme-variables';

describe("the theme's CSS variables", () => {
	it('are in src/theme-variables.css as Mantine writes them from the theme', () => {
		const written = readFileSync(new URL('../../theme-variables.css', import.meta.url), 'utf8');
		// After a change to theme.ts: `npm run mantine-styles -w @edge/web`.
		expect(written).toBe(themeVariablesCss());
		// The theme's own choices are there: its primary colour, its font, the darker "dimmed" grey.
		expect(written).toContain('--mantine-primary-color-filled: var(--mantine-color-teal-filled)');
		expect(written).toContain('--mantine-font-family: system-ui');
		expect(written).toContain('--mantine-color-dimmed: #5c636a');
	});

	it("load right after Mantine's defaults, which they override", () => {
		const module = mantineStylesModule(['baseline.css', 'default-css-variables.css', 'global.css']).split('\n');
		const defaults = module.indexOf("import '@mantine/core/styles/default-css-variables.css';");
		expect(module[defaults + 1]).toBe("import './theme-variables.css';");
	});
});
