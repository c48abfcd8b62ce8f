import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

/**
 * The spec's "layout: none" pages (home, upcoming events, restaurants, employees) draw their own
 * full-width page under the header instead of the shared centred container.
 */
export function FullBleedPage({ children, home = false }: { children: ReactNode; home?: boolean }) {
	return (
		<>
			<Header />
			<Box component="main" mih="calc(100dvh - 64px)">
				{children}
			</Box>
			<Footer home={home} />
		</>
	);
}
