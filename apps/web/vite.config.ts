import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkTimeout } from './src/features/pwa/chunk-timeout-plugin';
import { compileHints } from './src/features/pwa/compile-hints-plugin';
import { firstViewPreload } from './src/features/pwa/first-view-preload-plugin';
import { precompress } from './src/features/pwa/precompress-plugin';
import { stableMantineIds } from './src/lib/stable-ids-plugin';
import { firstViewBoot } from './src/ssr/first-view-boot-plugin';

export default defineConfig(({ isSsrBuild }) => ({
	plugins: [
		// Must come before react(): it generates routeTree.gen.ts and splits each route's component.
		tanstackRouter({ target: 'react', autoCodeSplitting: true }),
		react(),
		// Mantine's ids as React makes them, the same on both sides, not replaced after mount.
		stableMantineIds(),
		// The server's bundle (ssr/entry-server.tsx, docs/ssr.md) has no chunks to time, no first view to
		// preload and no worker.
		...(isSsrBuild ? [serverStubs()] : clientPlugins()),
	],
	resolve: {
		// TanStack's store reads React's own useSyncExternalStore through the shim for React 17, which
		// then ships unused: React 19 has the hook, and the package's non-shim entry uses it directly.
		alias: [
			{
				find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
				replacement: 'use-sync-external-store/with-selector.js',
			},
		],
	},
	server: {
		port: 5173,
		proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
	},
	build: {
		target: 'es2022',
		sourcemap: false,
		// No list of each lazy chunk's dependencies in the chunk that imports it: those lists named
		// every file of every page in the route definitions, which all load with /. The router
		// preloads a page's chunks on intent (hover, focus), so its imports are fetched before the click.
		modulePreload: false,
		// The server's bundle needs no copy of the icons and pages in public/.
		copyPublicDir: !isSsrBuild,
		rolldownOptions: isSsrBuild
			? {
					// The draw (run in the server's worker thread) and the list of drawn pages, which the
					// server's main thread reads on its own, without loading the draw's React (docs/ssr.md).
					input: { 'entry-server': 'src/ssr/entry-server.tsx', 'drawn-paths': 'src/ssr/drawn-paths.ts' },
				}
			: {
					output: {
						// Libraries every page needs go in one long-cached chunk; many small chunks each pay
						// their own request and compress worse.
						codeSplitting: {
							groups: [
								{
									name: 'framework',
									test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
									priority: 2,
								},
								// Everything else the entry loads at start in one file, instead of some 55 tiny ones
								// each paying its own request and compressing worse (docs/bench.md, "First load of /").
								{ name: 'app', tags: ['$initial'], priority: 1 },
							],
						},
					},
				},
	},
}));

/** The browser build's own plugins. */
function clientPlugins() {
	return [
		chunkTimeout(),
		compileHints(),
		firstViewPreload(),
		firstViewBoot(),
		// The hashed files' brotli and gzip forms, which the server sends as they are (spa.ts).
		precompress(),
		VitePWA({
			registerType: 'prompt',
			injectRegister: null,
			// Our own worker (features/pwa/sw.ts): runtime caching by an allow-list imported from the
			// app's code and unit-tested there, and an offline page for navigations.
			strategies: 'injectManifest',
			srcDir: 'src/features/pwa',
			filename: 'sw.ts',
			includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'offline.html'],
			manifest: {
				id: '/',
				name: 'Edge',
				short_name: 'Edge',
				description: 'Directorio de negocios y red profesional de la República Dominicana',
				lang: 'es',
				dir: 'ltr',
				start_url: '/',
				scope: '/',
				display: 'standalone',
				orientation: 'portrait',
				theme_color: '#0b7285',
				background_color: '#ffffff',
				categories: ['business', 'lifestyle', 'social'],
				icons: [
					{ src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
					{ src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
					// Full-bleed background with the mark inside the central safe zone (40% radius).
					{ src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
				],
				shortcuts: [
					{
						name: 'Buscar en el directorio',
						short_name: 'Buscar',
						url: '/categories',
						icons: [{ src: '/shortcut-search-96.png', sizes: '96x96', type: 'image/png' }],
					},
					{
						name: 'Mensajes',
						short_name: 'Chat',
						url: '/chat',
						icons: [{ src: '/shortcut-chat-96.png', sizes: '96x96', type: 'image/png' }],
					},
					{
						name: 'Calendario Edge',
						short_name: 'Calendario',
						url: '/calendar',
						icons: [{ src: '/shortcut-calendar-96.png', sizes: '96x96', type: 'image/png' }],
					},
				],
			},
			injectManifest: {
				globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
				// The worker is small; keep its build quick and readable in production too.
				minify: true,
			},
		}),
	];
}

/**
 * The worker's registration exists only in the browser build; in the server's bundle its module is a
 * stub (the parts using it are ClientOnly and never render there).
 */
function serverStubs(): Plugin {
	const stub = '\0pwa-register-stub';
	return {
		name: 'edge:server-stubs',
		resolveId: (id) => (id.startsWith('virtual:pwa-register') ? stub : null),
		load: (id) =>
			id === stub
				? 'export function useRegisterSW() { throw new Error("The worker is registered in the browser only"); }'
				: null,
	};
}
