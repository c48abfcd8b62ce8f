import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { FeaturePreview } from '../features/content/feature-preview';
import { FullBleedPage } from '../features/shell/full-bleed-page';

export const Route = createFileRoute('/UpcomingEvents')({
	component: () => (
		<FullBleedPage>
			<Container size="lg" py="xl">
				<FeaturePreview feature="upcomingEvents" />
			</Container>
		</FullBleedPage>
	),
});
