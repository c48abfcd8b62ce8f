import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../../theme';

/**
 * The stylesheet of the theme's CSS variables, as Mantine itself writes it: the `<style>` its
 * provider renders with `withCssVariables` (the theme's colours, fonts and breakpoints, less what
 * default-css-variables.css already says). The app's provider renders none (app-root.tsx); this
 * text is src/theme-variables.css, written by `npm run mantine-styles -w @edge/web`, and a test
 * fails when the theme changed and the file did not.
 */
export function themeVariablesCss(): string {
	const markup = renderToStaticMarkup(
		<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
			{null}
		</MantineProvider>,
	);
	const css = markup.match(/<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/)?.[1];
	if (!css) throw new Error("Mantine's provider rendered no CSS variables");
	return `/* Written by \`npm run mantine-styles -w @edge/web\` (lib/mantine-styles/theme-variables.tsx): the theme's CSS variables. Do not edit. */\n${css}\n`;
}
