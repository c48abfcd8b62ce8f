import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The tile URL template and attribution (server settings); they do not change while the app runs. */
export function useMapConfig() {
	return useQuery({ ...trpc.maps.config.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
}
