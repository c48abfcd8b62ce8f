import { lazy } from 'react';
import { LoadWhenNear } from '../../lib/load-when-near';

const HomeDirectorySections = lazy(() => import('./home-directory-sections'));

/** The home page's directory sections (below the fold), loaded when scrolled near. */
export function LazyHomeSections() {
	return (
		<LoadWhenNear section={HomeDirectorySections} testId="home-directory-placeholder" headingWidth={240} height={220} />
	);
}
