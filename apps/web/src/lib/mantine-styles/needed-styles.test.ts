// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineStylesModule, neededMantineStyles } from './needed-styles';

const sourceDir = fileURLToPath(new URL('../..', import.meta.url));

describe('the Mantine stylesheets the app loads', () => {
	const needed = neededMantineStyles(sourceDir);

	it('are those of the components it imports, as src/mantine-styles.ts has them', () => {
		const written = readFileSync(new URL('../../mantine-styles.ts', import.meta.url), 'utf8');
		// After importing a Mantine component no page used before: `npm run mantine-styles -w @edge/web`.
		expect(written).toBe(mantineStylesModule(needed));
	});

	it('include the parts a component is built on, before it, and the global styles first', () => {
		// Select has no stylesheet of its own: it is drawn by Combobox, Input and Popover.
		expect(needed).toEqual(expect.arrayContaining(['Combobox.css', 'Input.css', 'Popover.css']));
		expect(needed.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
		expect(needed.indexOf('UnstyledButton.css')).toBeLessThan(needed.indexOf('Button.css'));
		// The notifications' cards are Mantine's Notification, imported by @mantine/notifications.
		expect(needed).toContain('Notification.css');
	});

	it('leave out the components no page uses', () => {
		for (const unused of ['AppShell.css', 'Slider.css', 'ColorPicker.css', 'Stepper.css', 'Timeline.css']) {
			expect(needed).not.toContain(unused);
		}
	});
});
