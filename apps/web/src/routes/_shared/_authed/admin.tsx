import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../../features/admin/shell/admin-layout';
import { requireStaff } from '../../../features/admin/shell/require-staff';
import { catalogLoader } from '../../../lib/i18n';

/** The staff side (docs/admin.md): staff only, in its own chunk, never drawn by the server. */
export const Route = createFileRoute('/_shared/_authed/admin')({
	beforeLoad: ({ context }) => requireStaff(context.queryClient),
	loader: catalogLoader(['admin']),
	component: AdminLayout,
});
