import { type QueryClient, useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The tile URL template and its attribution (HTML the tile provider requires), from the server's settings. */
export interface MapSettings {
	tileUrl: string;
	attribution: string;
}

/** The settings do not change while the app runs. */
const mapConfigOptions = () => ({ ...trpc.maps.config.queryOptions(), staleTime: Number.POSITIVE_INFINITY });

export function useMapConfig() {
	return useQuery(mapConfigOptions());
}

/**
 * For a drawn profile (ssr/page-data.ts): the settings when it has a place, so its map's preview
 * (map-preview.tsx) is drawn with the page.
 */
export async function loadMapConfigFor(
	queryClient: QueryClient,
	place: { lat: number | null; lng: number | null },
): Promise<void> {
	if (place.lat !== null && place.lng !== null) await queryClient.ensureQueryData(mapConfigOptions());
}
