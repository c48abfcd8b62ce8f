import { lazy } from 'react';
import { loadCatalogs } from '../../lib/i18n';
import { LoadWhenNear } from '../../lib/load-when-near';

// The section's code, the API client and the calendar texts load together, when it comes near view.
const HomeNextEvents = lazy(() =>
	Promise.all([import('./home-next-events'), loadCatalogs(['calendar'])]).then(([module]) => module),
);

/** The home page's "next events", loaded when scrolled near. */
export function LazyHomeEvents() {
	return <LoadWhenNear section={HomeNextEvents} testId="home-events-placeholder" headingWidth={200} height={140} />;
}
