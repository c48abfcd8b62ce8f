import { Alert, Button, Skeleton } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { MAP_HEIGHT } from './map-height';
import { type MapSettings, useMapConfig } from './use-map-config';

export { MAP_HEIGHT };

/** Waits for the tile settings: a skeleton meanwhile, a retry when they cannot be read. */
export function MapFrame({ children }: { children: (config: MapSettings) => ReactNode }) {
	const { t } = useTranslation();
	const config = useMapConfig();
	// Where the settings arrive after the page is live (a page not drawn by the server, a location
	// picker), React Query hands the answer to React as a synchronous update (useSyncExternalStore):
	// a Leaflet map made in it was one 40-60 ms task on a phone (docs/bench.md). Deferred, the map is
	// made in a render React may pause, after the skeleton's quick one; a drawn profile's preview finds
	// the settings in the cache and renders at once (the deferred value starts as the value).
	const settings = useDeferredValue(config.data);
	const skeleton = <Skeleton height={MAP_HEIGHT} radius="md" aria-label={t('maps.loadingMap')} />;
	if (config.isPending) return skeleton;
	if (config.isError) {
		return (
			<Alert color="red" role="alert">
				{t('maps.mapUnavailable')}{' '}
				<Button size="compact-sm" variant="subtle" onClick={() => config.refetch()}>
					{t('directory.retry')}
				</Button>
			</Alert>
		);
	}
	if (!settings) return skeleton;
	// Leaflet stacks its panes and controls at z-index 400-1000; isolating the map keeps them under
	// the sticky header and the menus instead of drawing over them while the page scrolls.
	return <div style={{ isolation: 'isolate' }}>{children(settings)}</div>;
}
