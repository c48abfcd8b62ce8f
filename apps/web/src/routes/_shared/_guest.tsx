import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireGuest } from '../../lib/guards';

/** Guest-only pages (login, sign-up, password recovery). */
export const Route = createFileRoute('/_shared/_guest')({
	beforeLoad: () => requireGuest(),
	component: Outlet,
});
