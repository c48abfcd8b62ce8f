import type { AppRouter } from '@edge/api/client';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '../../lib/trpc';

/** The tile URL template and its attribution (HTML the tile provider requires), as maps.config returns them. */
export type MapSettings = inferRouterOutputs<AppRouter>['maps']['config'];

/** The settings do not change while the app runs. */
const mapConfigOptions = () => ({ ...trpc.maps.config.queryOptions(), staleTime: Number.POSITIVE_INFINITY });

export function useMapConfig() {
	return useQuery(mapConfigOptions());
}

/**
 * For a drawn profile (ssr/page-data.ts), so its map's preview (map-preview.tsx) is drawn with the
 * page: asked with the profile, in the same batch, not after it (a second round trip for each
 * draw); a profile without a place carries the two unused settings.
 */
export function loadMapConfig(queryClient: QueryClient): Promise<MapSettings> {
	return queryClient.ensureQueryData(mapConfigOptions());
}
