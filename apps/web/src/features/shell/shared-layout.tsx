import { Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { Footer } from './footer';
import { Header } from './header';

/** The spec's shared layout: header, page, footer (the footer is left out on chat pages). */
export function SharedLayout({ footer = true }: { footer?: boolean }) {
	return (
		<>
			<Header />
			<Container component="main" size="lg" py="xl" mih="calc(100dvh - 64px)">
				<Outlet />
			</Container>
			{footer && <Footer />}
		</>
	);
}
