import {
	createMemoryHistory,
	createRootRoute,
	createRoute,
	createRouter,
	Outlet,
	RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests, renderWithProviders } from '../../test/render-page';
import { ErrorFallback } from './error-fallback';

beforeAll(prepareWebTests);

describe('ErrorFallback', () => {
	it("shows 'Something went wrong:' in Spanish with the message and its own tab title, and retry renders the page again", async () => {
		let failing = true;
		const rootRoute = createRootRoute({ component: Outlet, errorComponent: ErrorFallback });
		const page = createRoute({
			getParentRoute: () => rootRoute,
			path: '/',
			component: () => {
				if (failing) throw new Error('La base de datos no responde');
				return <p>recovered</p>;
			},
		});
		const router = createRouter({
			routeTree: rootRoute.addChildren([page]),
			history: createMemoryHistory({ initialEntries: ['/'] }),
		});
		renderWithProviders(<RouterProvider router={router} />);

		expect(await screen.findByText('Algo salió mal:')).toBeTruthy();
		expect(screen.getByText('La base de datos no responde')).toBeTruthy();
		expect(document.title).toBe('Algo salió mal · Edge');

		failing = false;
		await act(async () => {
			fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
		});
		expect(await screen.findByText('recovered')).toBeTruthy();
		expect(document.title).toBe('Edge');
	});
});
