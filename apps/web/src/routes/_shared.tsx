import { createFileRoute } from '@tanstack/react-router';
import { SharedLayout } from '../features/shell/shared-layout';

/** Pathless layout: header, page and footer around every "shared" route of the spec. */
export const Route = createFileRoute('/_shared')({
	component: () => <SharedLayout />,
});
