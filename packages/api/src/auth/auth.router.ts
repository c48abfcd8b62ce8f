import { deleteAccount } from '../account/account.service';
import { protectedProcedure, publicProcedure, router } from '../trpc';
import {
	deleteAccountSchema,
	forgotPasswordSchema,
	loginSchema,
	registerSchema,
	resetPasswordSchema,
} from './auth.schema';
import * as authService from './auth.service';
import { toPublicUser } from './user-view';

export const authRouter = router({
	// The context already loaded the user with the session.
	me: protectedProcedure.query(({ ctx }) => toPublicUser(ctx.user, ctx.appUrl)),

	register: publicProcedure
		.meta({ hashesPassword: true })
		.input(registerSchema)
		.mutation(async ({ ctx, input }) => {
			await ctx.limits.consume('signup:ip', ctx.ip);
			const { token, cookie, user } = await authService.register(ctx, input);
			ctx.resHeaders.append('Set-Cookie', cookie);
			return { token, user };
		}),

	login: publicProcedure
		.meta({ hashesPassword: true })
		.input(loginSchema)
		.mutation(async ({ ctx, input }) => {
			const { token, cookie, user } = await authService.login(ctx, input, ctx.ip);
			ctx.resHeaders.append('Set-Cookie', cookie);
			return { token, user };
		}),

	logout: protectedProcedure.mutation(async ({ ctx }) => {
		ctx.resHeaders.append('Set-Cookie', await authService.logout(ctx, ctx.sessionToken));
		return { ok: true as const };
	}),

	/** Signs out every device and tab of the account, this one included. */
	logoutEverywhere: protectedProcedure.mutation(({ ctx }) => {
		ctx.resHeaders.append('Set-Cookie', authService.logoutEverywhere(ctx, ctx.user.id));
		return { ok: true as const };
	}),

	requestPasswordReset: publicProcedure.input(forgotPasswordSchema).mutation(async ({ ctx, input }) => {
		// Counted for unknown addresses too: a refusal must not tell which accounts exist.
		await ctx.limits.consumeAll([
			{ name: 'passwordReset:ip', key: ctx.ip },
			{ name: 'passwordReset:email', key: input.email },
		]);
		await authService.requestPasswordReset(ctx, input, ctx.language);
		return { ok: true as const };
	}),

	resetPassword: publicProcedure
		.meta({ hashesPassword: true })
		.input(resetPasswordSchema)
		.mutation(async ({ ctx, input }) => {
			await authService.resetPassword(ctx, input);
			return { ok: true as const };
		}),

	deleteAccount: protectedProcedure
		.meta({ hashesPassword: true })
		.input(deleteAccountSchema)
		.mutation(async ({ ctx, input }) => {
			ctx.resHeaders.append('Set-Cookie', await deleteAccount(ctx, ctx.user.id, input.password, ctx.ip));
			return { ok: true as const };
		}),
});
