import { publicProcedure, router } from '../trpc';
import { travelTimeInput } from './maps.schema';
import { mapConfig, travelTimeToProfile } from './maps.service';

/** Map tiles for the browser and travel times to profiles (issue 7, docs/directory.md). */
export const mapsRouter = router({
	config: publicProcedure.meta({ publicCache: true }).query(({ ctx }) => mapConfig(ctx)),
	travelTime: publicProcedure.input(travelTimeInput).query(({ ctx, input }) => travelTimeToProfile(ctx, input)),
});
