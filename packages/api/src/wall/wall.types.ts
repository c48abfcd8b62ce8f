import type { Reaction } from '@edge/db/wall-kinds';

/** What the wall procedures answer (issue 9, docs/wall.md). Dates are ISO strings; text is plain, never HTML. */

export type WallProfileKind = 'business' | 'restaurant';

/** Who wrote a post or comment: the business profile it speaks for, else the person's name. */
export interface AuthorView {
	userId: string;
	/** The business or restaurant profile's title, else "First Last". */
	name: string;
	profileId: number | null;
	profileKind: WallProfileKind | null;
	/** The profile's picture (an upload id), or null. */
	imageId: string | null;
}

export interface PostView {
	id: number;
	title: string;
	content: string;
	imageId: string | null;
	createdAt: string;
	editedAt: string | null;
	author: AuthorView;
	likeCount: number;
	dislikeCount: number;
	commentCount: number;
	/** The viewer's reaction; null when signed out or none. */
	myReaction: Reaction | null;
	/** The viewer wrote it (and may edit or delete it). */
	mine: boolean;
	/** Hidden by staff: only its author and staff get it, with when and why (docs/admin.md). */
	hidden: HiddenView | null;
}

export interface HiddenView {
	hiddenAt: string;
	reason: string | null;
}

export interface CommentView {
	id: number;
	postId: number;
	body: string;
	createdAt: string;
	editedAt: string | null;
	author: AuthorView;
	mine: boolean;
	hidden: HiddenView | null;
}

export interface WallPostsPage {
	items: PostView[];
	/** Pass as `cursor` for the next page; null on the last page. */
	nextCursor: number | null;
}

export interface WallCommentsPage {
	items: CommentView[];
	nextCursor: number | null;
}

/** A profile the viewer may post as. */
export interface WallProfileOption {
	id: number;
	title: string;
	kind: WallProfileKind;
	imageId: string | null;
}

export interface WallAccess {
	signedIn: boolean;
	/** Signed in with a valid plan that unlocks the business wall: may post, comment and react. */
	canTakePart: boolean;
	profiles: WallProfileOption[];
}

export interface WallReactResult {
	postId: number;
	likeCount: number;
	dislikeCount: number;
	myReaction: Reaction | null;
}

/** A comment as the live stream sends it: the same for every viewer, so without `mine`. */
export type LiveCommentView = Omit<CommentView, 'mine'>;

/**
 * What wall.live yields. 'ready' comes first, once the stream is subscribed: a page refetches what it
 * shows then, so nothing published while it connected is missed.
 */
export type WallLiveEvent =
	| { type: 'ready' }
	| { type: 'counts'; postId: number; likeCount: number; dislikeCount: number; commentCount: number }
	| { type: 'comment'; postId: number; comment: LiveCommentView }
	| { type: 'post'; postId: number }
	| { type: 'removed'; postId: number; commentId: number | null }
	/**
	 * Staff hid or restored a post (commentId null) or a comment: a page drops a hidden item at once
	 * unless the viewer wrote it, and reads the wall again otherwise (docs/admin.md).
	 */
	| { type: 'moderated'; postId: number; commentId: number | null; authorId: string; hidden: boolean };
