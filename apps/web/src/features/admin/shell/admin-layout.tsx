import { Outlet } from '@tanstack/react-router';

// Placeholder until the staff side's layout and navigation are built (issue 21).
export function AdminLayout() {
	return <Outlet />;
}
