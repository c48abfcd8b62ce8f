import {
	Badge,
	Button,
	type CSSVariablesResolver,
	colorsTuple,
	createTheme,
	DEFAULT_THEME,
	getDefaultZIndex,
	type MantineColorsTuple,
} from '@mantine/core';
import badgeClasses from './theme-badge.module.css';
import buttonClasses from './theme-button.module.css';

/**
 * Mantine's palette with a darker last shade where its own fails WCAG AA (4.5:1) for small text,
 * on white and on the colour's light background (shade 1, the "light" variant). Filled buttons and
 * badges use shade 9 (primaryShade), light variants write shade 9 on shade 1; docs/accessibility.md.
 */
function withDarkestShade(name: string, darkest: string): MantineColorsTuple {
	const shades = DEFAULT_THEME.colors[name];
	if (!shades) throw new Error(`Mantine has no colour ${name}`);
	return colorsTuple([...shades.slice(0, 9), darkest]);
}

export const theme = createTheme({
	primaryColor: 'teal',
	primaryShade: 9,
	// Filled components pick black or white text by the background's luminance.
	autoContrast: true,
	colors: {
		teal: withDarkestShade('teal', '#076f50'),
		orange: withDarkestShade('orange', '#b8400b'),
		green: withDarkestShade('green', '#24773a'),
		yellow: withDarkestShade('yellow', '#8f5e00'),
		lime: withDarkestShade('lime', '#4d6e12'),
		cyan: withDarkestShade('cyan', '#0b7285'),
	},
	defaultRadius: 'md',
	fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
	headings: { fontWeight: '700' },
	components: {
		// Every badge and button wraps a long label instead of cutting it (theme-*.module.css).
		Badge: Badge.extend({ classNames: { root: badgeClasses.root, label: badgeClasses.label } }),
		// A button drawn as a link centres its label as a <button> does (theme-button.module.css).
		Button: Button.extend({
			classNames: { root: buttonClasses.root, inner: buttonClasses.inner, label: buttonClasses.label },
		}),
		// Menus, selects and pickers (all Popovers) open above notifications: a menu is what the person
		// is using now, and under a message's 4.5 s its items cannot be pressed (the chat's menu opens
		// just where notifications sit on a phone, below its bar, and "Logged in" covered "Block user").
		// A plain entry, not Popover.extend: importing Popover here put its code (floating-ui) in the
		// first load of /, which shows no popover.
		Popover: { defaultProps: { zIndex: getDefaultZIndex('overlay') + 1 } },
	},
});

/** "dimmed" text is gray.6 by default (3.3:1 on white); this grey reads 6:1 on white, 5.5:1 on gray.1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
	variables: {},
	light: { '--mantine-color-dimmed': '#5c636a' },
	dark: {},
});
