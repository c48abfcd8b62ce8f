import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { mantineStylesModule, neededMantineStyles } from './needed-styles';

/**
 * `npm run mantine-styles -w @edge/web`: writes src/mantine-styles.ts anew after a component was
 * added, and src/theme-variables.css after the theme changed.
 */
const sourceDir = fileURLToPath(new URL('../..', import.meta.url));
const target = fileURLToPath(new URL('../../mantine-styles.ts', import.meta.url));
const stylesheets = neededMantineStyles(sourceDir);
writeFileSync(target, mantineStylesModule(stylesheets));
console.log(`${target}: ${stylesheets.length} of @mantine/core's stylesheets`);

// The theme imports CSS modules (its badge and button classes), which only Vite can load.
const vite = await createServer({
	configFile: false,
	root: fileURLToPath(new URL('../../..', import.meta.url)),
	logLevel: 'error',
	server: { middlewareMode: true, hmr: false },
	appType: 'custom',
});
try {
	const { themeVariablesCss } = (await vite.ssrLoadModule('/src/lib/mantine-styles/theme-variables.tsx')) as {
		themeVariablesCss: () => string;
	};
	const variables = fileURLToPath(new URL('../../theme-variables.css', import.meta.url));
	writeFileSync(variables, themeVariablesCss());
	console.log(`${variables}: the theme's CSS variables`);
} finally {
	await vite.close();
}
