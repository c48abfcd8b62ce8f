import { byAddressAndAccount } from '../shared/limits/limit-keys';
import { limitedStream } from '../shared/limits/limited-stream';
import { viewerOf } from '../staff/reports/content-visibility';
import { protectedProcedure, publicProcedure, router } from '../trpc';
import {
	addWallCommentSchema,
	createWallPostSchema,
	updateWallCommentSchema,
	updateWallPostSchema,
	wallCommentIdSchema,
	wallCommentsSchema,
	wallPostIdSchema,
	wallPostsSchema,
	wallReactSchema,
	wallReportSchema,
} from './wall.schema';
import { wallAccess, wallProcedure } from './wall-access';
import { addComment, deleteComment, listComments, updateComment } from './wall-comments.service';
import { wallLiveStream } from './wall-live';
import { createPost, deletePost, getPost, listPosts, updatePost } from './wall-posts.service';
import { react } from './wall-reactions.service';
import { reportWall } from './wall-reports';

/**
 * The business wall (issue 9, docs/wall.md): everyone reads; posting, commenting and reacting need a
 * valid plan that unlocks it (wallProcedure); authors edit and delete their own.
 */
export const wallRouter = router({
	access: publicProcedure.query(({ ctx }) => wallAccess(ctx)),
	posts: publicProcedure
		.meta({ publicCache: true })
		.input(wallPostsSchema)
		.query(({ ctx, input }) => listPosts(ctx, viewerOf(ctx.user), input)),
	post: publicProcedure
		.meta({ publicCache: true })
		.input(wallPostIdSchema)
		.query(({ ctx, input }) => getPost(ctx, viewerOf(ctx.user), input.postId)),
	comments: publicProcedure
		.meta({ publicCache: true })
		.input(wallCommentsSchema)
		.query(({ ctx, input }) => listComments(ctx, viewerOf(ctx.user), input)),
	createPost: wallProcedure.input(createWallPostSchema).mutation(({ ctx, input }) => createPost(ctx, ctx.user, input)),
	updatePost: wallProcedure.input(updateWallPostSchema).mutation(({ ctx, input }) => updatePost(ctx, ctx.user, input)),
	deletePost: protectedProcedure
		.input(wallPostIdSchema)
		.mutation(({ ctx, input }) => deletePost(ctx, ctx.user, input.postId)),
	addComment: wallProcedure.input(addWallCommentSchema).mutation(({ ctx, input }) => addComment(ctx, ctx.user, input)),
	updateComment: wallProcedure
		.input(updateWallCommentSchema)
		.mutation(({ ctx, input }) => updateComment(ctx, ctx.user, input)),
	deleteComment: protectedProcedure
		.input(wallCommentIdSchema)
		.mutation(({ ctx, input }) => deleteComment(ctx, ctx.user, input.commentId)),
	react: wallProcedure.input(wallReactSchema).mutation(({ ctx, input }) => react(ctx, ctx.user, input)),
	report: protectedProcedure.input(wallReportSchema).mutation(async ({ ctx, input }) => {
		await ctx.limits.consumeAll(byAddressAndAccount('report', ctx));
		return reportWall(ctx, ctx.user.id, input);
	}),
	/** Counts, comments, new and removed posts as they happen, over SSE; 'ready' first. Streams are capped. */
	live: publicProcedure.subscription(({ ctx, signal }) =>
		limitedStream(ctx, () => wallLiveStream(ctx.chatBus, signal)),
	),
});
