import { createFileRoute } from '@tanstack/react-router';
import { PostPage } from '../../features/wall/post-page';
import { catalogLoader } from '../../lib/i18n';

/** A post id is a positive whole number; anything else is a post that does not exist. */
function postIdOf(param: string): number | null {
	const id = Number(param);
	return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const Route = createFileRoute('/_shared/businessWall/$postId')({
	loader: catalogLoader(['wall']),
	component: function PostRoute() {
		const { postId } = Route.useParams();
		return <PostPage key={postId} postId={postIdOf(postId)} />;
	},
});
