import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mantineStylesModule, neededMantineStyles } from './needed-styles';

/** `npm run mantine-styles -w @edge/web`: writes src/mantine-styles.ts anew after a component was added. */
const sourceDir = fileURLToPath(new URL('../..', import.meta.url));
const target = fileURLToPath(new URL('../../mantine-styles.ts', import.meta.url));
const stylesheets = neededMantineStyles(sourceDir);
writeFileSync(target, mantineStylesModule(stylesheets));
console.log(`${target}: ${stylesheets.length} of @mantine/core's stylesheets`);
