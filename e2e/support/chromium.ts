import { existsSync } from 'node:fs';

/** Debian's Chromium (apt-get install chromium) unless CHROMIUM_PATH points elsewhere. Never downloaded. */
export function findChromium(): string | null {
	const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
		Boolean,
	) as string[];
	return candidates.find((path) => existsSync(path)) ?? null;
}

export const CHROMIUM_MISSING_MESSAGE = [
	'',
	'!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
	'!! Browser tests SKIPPED: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium).',
	"!! Install Debian's build with:  sudo apt-get install -y chromium",
	'!! or point CHROMIUM_PATH at a Chromium binary. With CI=true a missing Chromium fails.',
	'!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
	'',
].join('\n');
