import { Alert, Button, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { MAP_HEIGHT } from './map-height';
import { useMapConfig } from './use-map-config';

export { MAP_HEIGHT };

/** Waits for the tile settings: a skeleton meanwhile, a retry when they cannot be read. */
export function MapFrame({ children }: { children: (config: { tileUrl: string; attribution: string }) => ReactNode }) {
	const { t } = useTranslation();
	const config = useMapConfig();
	if (config.isPending) return <Skeleton height={MAP_HEIGHT} radius="md" aria-label={t('maps.loadingMap')} />;
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
	// Leaflet stacks its panes and controls at z-index 400-1000; isolating the map keeps them under
	// the sticky header and the menus instead of drawing over them while the page scrolls.
	return <div style={{ isolation: 'isolate' }}>{children(config.data)}</div>;
}
