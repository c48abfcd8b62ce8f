import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import type { WallAccess } from './wall-types';

const SIGNED_OUT: WallAccess = { signedIn: false, canTakePart: false, profiles: [] };

/** Whom the cached wall answers were read for; kept across the wall's pages and visits. */
let cachedFor: string | null | undefined;

/**
 * Who may take part (wall.access). The server checks every write anyway; this only decides what
 * the page offers and explains. Everything the wall answers depends on who asks (`mine`, my
 * reaction), so a sign-in or sign-out while it is cached reads it all again.
 */
export function useWallAccess(): { access: WallAccess; loading: boolean; userId: string | null } {
	const queryClient = useQueryClient();
	const { user, loading: sessionLoading } = useSession();
	const query = useQuery({ ...trpc.wall.access.queryOptions(), enabled: !sessionLoading });

	const userId = sessionLoading ? undefined : (user?.id ?? null);
	useEffect(() => {
		if (userId === undefined || cachedFor === userId) return;
		const first = cachedFor === undefined;
		cachedFor = userId;
		if (!first) void queryClient.invalidateQueries(trpc.wall.pathFilter());
	}, [queryClient, userId]);

	if (sessionLoading || query.isPending) return { access: SIGNED_OUT, loading: true, userId: user?.id ?? null };
	return { access: query.data ?? SIGNED_OUT, loading: false, userId: user?.id ?? null };
}
