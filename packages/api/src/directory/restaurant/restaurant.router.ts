import { protectedProcedure, publicProcedure, router } from '../../trpc';
import { customerExperience, inspiration, specials } from './food-directory';
import { createOffer, deleteOffer, redeemOffer, updateOffer } from './offers.service';
import {
	highlightInput,
	highlightUpdateInput,
	menuCreateInput,
	menuUpdateInput,
	offerCreateInput,
	offerUpdateInput,
	restaurantPageInput,
	restaurantPartIdInput,
	restaurantProfileIdInput,
	restaurantProfileInput,
	restaurantUpdateInput,
	slideInput,
	slideUpdateInput,
} from './restaurant.schema';
import {
	createRestaurant,
	deleteRestaurant,
	myRestaurants,
	restaurantFormOptions,
	updateRestaurant,
} from './restaurant.service';
import {
	createHighlight,
	createMenu,
	createSlide,
	deleteHighlight,
	deleteMenu,
	deleteSlide,
	restaurantHighlights,
	restaurantSlides,
	updateHighlight,
	updateMenu,
	updateSlide,
} from './restaurant-parts.service';
import { restaurantView } from './restaurant-view';

const menusRouter = router({
	create: protectedProcedure.input(menuCreateInput).mutation(({ ctx, input }) => createMenu(ctx, ctx.user, input)),
	update: protectedProcedure.input(menuUpdateInput).mutation(({ ctx, input }) => updateMenu(ctx, ctx.user, input)),
	delete: protectedProcedure
		.input(restaurantPartIdInput)
		.mutation(({ ctx, input }) => deleteMenu(ctx, ctx.user, input.id)),
});

const offersRouter = router({
	create: protectedProcedure.input(offerCreateInput).mutation(({ ctx, input }) => createOffer(ctx, ctx.user, input)),
	update: protectedProcedure.input(offerUpdateInput).mutation(({ ctx, input }) => updateOffer(ctx, ctx.user, input)),
	delete: protectedProcedure
		.input(restaurantPartIdInput)
		.mutation(({ ctx, input }) => deleteOffer(ctx, ctx.user, input.id)),
	redeem: protectedProcedure
		.input(restaurantPartIdInput)
		.mutation(({ ctx, input }) => redeemOffer(ctx, ctx.user, input.id)),
});

const highlightsRouter = router({
	list: publicProcedure
		.meta({ publicCache: true })
		.input(restaurantProfileIdInput)
		.query(({ ctx, input }) => restaurantHighlights(ctx, input.profileId)),
	create: protectedProcedure.input(highlightInput).mutation(({ ctx, input }) => createHighlight(ctx, ctx.user, input)),
	update: protectedProcedure
		.input(highlightUpdateInput)
		.mutation(({ ctx, input }) => updateHighlight(ctx, ctx.user, input)),
	delete: protectedProcedure
		.input(restaurantPartIdInput)
		.mutation(({ ctx, input }) => deleteHighlight(ctx, ctx.user, input.id)),
});

const slidesRouter = router({
	list: publicProcedure
		.meta({ publicCache: true })
		.input(restaurantProfileIdInput)
		.query(({ ctx, input }) => restaurantSlides(ctx, input.profileId)),
	create: protectedProcedure.input(slideInput).mutation(({ ctx, input }) => createSlide(ctx, ctx.user, input)),
	update: protectedProcedure.input(slideUpdateInput).mutation(({ ctx, input }) => updateSlide(ctx, ctx.user, input)),
	delete: protectedProcedure
		.input(restaurantPartIdInput)
		.mutation(({ ctx, input }) => deleteSlide(ctx, ctx.user, input.id)),
});

/** /foodDrictory's sections; public reads, like the profile pages they link to. */
const foodDirectoryRouter = router({
	customerExperience: publicProcedure
		.meta({ publicCache: true })
		.input(restaurantPageInput)
		.query(({ ctx, input }) => customerExperience(ctx, input)),
	inspiration: publicProcedure
		.meta({ publicCache: true })
		.input(restaurantPageInput)
		.query(({ ctx, input }) => inspiration(ctx, input)),
	specials: publicProcedure
		.meta({ publicCache: true })
		.input(restaurantPageInput)
		.query(({ ctx, input }) => specials(ctx, input)),
});

/** Restaurant profiles and their menus, offers, highlights and slides (issue 7, docs/directory.md). */
export const restaurantRouter = router({
	formOptions: publicProcedure.meta({ publicCache: true }).query(({ ctx }) => restaurantFormOptions(ctx)),
	get: publicProcedure
		.meta({ publicCache: true })
		.input(restaurantPartIdInput)
		.query(({ ctx, input }) => restaurantView(ctx, ctx.user, input.id)),
	mine: protectedProcedure.query(({ ctx }) => myRestaurants(ctx, ctx.user)),
	create: protectedProcedure
		.input(restaurantProfileInput)
		.mutation(({ ctx, input }) => createRestaurant(ctx, ctx.user, input)),
	update: protectedProcedure
		.input(restaurantUpdateInput)
		.mutation(({ ctx, input }) => updateRestaurant(ctx, ctx.user, input)),
	delete: protectedProcedure
		.input(restaurantPartIdInput)
		.mutation(({ ctx, input }) => deleteRestaurant(ctx, ctx.user, input.id)),
	menus: menusRouter,
	offers: offersRouter,
	highlights: highlightsRouter,
	slides: slidesRouter,
	foodDirectory: foodDirectoryRouter,
});
