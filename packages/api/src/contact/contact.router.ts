import { byAddressAndAccount } from '../shared/limits/limit-keys';
import { publicProcedure, router } from '../trpc';
import { contactSchema } from './contact.schema';
import { submitContactMessage } from './contact.service';

export const contactRouter = router({
	submit: publicProcedure.input(contactSchema).mutation(async ({ ctx, input }) => {
		await ctx.limits.consumeAll(byAddressAndAccount('contact', ctx));
		await submitContactMessage(ctx, input);
		return { ok: true as const };
	}),
});
