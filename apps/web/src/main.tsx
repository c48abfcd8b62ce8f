import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { LazyNotifications } from './lib/lazy-notifications';
import { queryClient } from './lib/query-client';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await initI18n();

// The first render is a transition: React renders it in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task that blocks input (Lighthouse's TBT).
const reactRoot = createRoot(root);
startTransition(() => {
	reactRoot.render(
		<StrictMode>
			<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
				<LazyNotifications />
				<QueryClientProvider client={queryClient}>
					<RouterProvider router={router} />
				</QueryClientProvider>
			</MantineProvider>
		</StrictMode>,
	);
});
