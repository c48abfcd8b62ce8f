import { createTheme } from '@mantine/core';

export const theme = createTheme({
	primaryColor: 'teal',
	defaultRadius: 'md',
	fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
	headings: { fontWeight: '700' },
});
