import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { NOTIFICATION_MS } from './lib/notify';
import { queryClient } from './lib/query-client';
import notificationClasses from './notifications.module.css';
import { router } from './router';
import { theme } from './theme';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await initI18n();

createRoot(root).render(
	<StrictMode>
		<MantineProvider theme={theme}>
			<Notifications position="top-right" autoClose={NOTIFICATION_MS} classNames={notificationClasses} />
			<QueryClientProvider client={queryClient}>
				<RouterProvider router={router} />
			</QueryClientProvider>
		</MantineProvider>
	</StrictMode>,
);
