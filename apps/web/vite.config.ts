import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
	plugins: [
		// Must come before react(): it generates routeTree.gen.ts and splits each route's component.
		tanstackRouter({ target: 'react', autoCodeSplitting: true }),
		react(),
		VitePWA({
			registerType: 'prompt',
			injectRegister: null,
			includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
			manifest: {
				name: 'Edge',
				short_name: 'Edge',
				description: 'Directorio de negocios y red profesional de la República Dominicana',
				lang: 'es',
				start_url: '/',
				scope: '/',
				display: 'standalone',
				theme_color: '#0b7285',
				background_color: '#ffffff',
				icons: [
					{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
					{ src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
					{ src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
				],
			},
			workbox: {
				globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
				// API calls and uploads always go to the network; only the app shell is precached.
				navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
			},
		}),
	],
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
		rolldownOptions: {
			output: {
				// Libraries every page needs go in one long-cached chunk; many small chunks each pay
				// their own request and compress worse.
				codeSplitting: {
					groups: [
						{
							name: 'framework',
							test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next)[\\/]/,
							priority: 2,
						},
					],
				},
			},
		},
	},
});
