import { protectedProcedure, publicProcedure, router } from '../../trpc';
import { placeOptions } from '../places/places.service';
import {
	categoriesWithCounts,
	categoryBySlug,
	categoryOptions,
	homeSections,
	myProfiles,
	recentActivity,
} from './directory-views';
import { activityInput, categoryInput, searchInput, suggestInput } from './search.schema';
import { searchProfiles } from './search.service';
import { suggest } from './suggest.service';

/** Finding profiles (issue 7, docs/directory.md "Search"): search, suggestions, categories, home. */
export const directoryRouter = router({
	search: publicProcedure
		.meta({ publicCache: true })
		.input(searchInput)
		.query(({ ctx, input }) => searchProfiles(ctx, input)),
	suggest: publicProcedure
		.meta({ publicCache: true })
		.input(suggestInput)
		.query(({ ctx, input }) => suggest(ctx.db, input)),
	categories: publicProcedure.meta({ publicCache: true }).query(({ ctx }) => categoriesWithCounts(ctx.db)),
	category: publicProcedure
		.meta({ publicCache: true })
		.input(categoryInput)
		.query(({ ctx, input }) => categoryBySlug(ctx.db, input.slug)),
	categoryOptions: publicProcedure.meta({ publicCache: true }).query(({ ctx }) => categoryOptions(ctx.db)),
	/** The provinces and their municipalities, for the forms' and the filters' pickers. */
	places: publicProcedure.meta({ publicCache: true }).query(({ ctx }) => placeOptions(ctx.db)),
	activity: publicProcedure
		.meta({ publicCache: true })
		.input(activityInput)
		.query(({ ctx, input }) => recentActivity(ctx, input)),
	mine: protectedProcedure.query(({ ctx }) => myProfiles(ctx, ctx.user.id)),
	home: publicProcedure.meta({ publicCache: true }).query(({ ctx }) => homeSections(ctx)),
});
