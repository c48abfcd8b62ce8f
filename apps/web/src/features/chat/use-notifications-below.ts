import { useLayoutEffect } from 'react';

/** Read by notifications.module.css: the lowest edge notifications may start from. */
const VARIABLE = '--edge-notifications-top';

/**
 * Keeps notifications below `element` while it is on screen: on a phone they span the width, and
 * below the app's header they would cover the conversation's top bar (back, name, block menu) for
 * their 4.5 s, e.g. '69 cents deducted successfully' after each paid message. Follows the element
 * as it moves or resizes; the variable is removed with the element.
 */
export function useNotificationsBelow(element: HTMLElement | null): void {
	useLayoutEffect(() => {
		if (!element) return;
		const root = document.documentElement;
		const place = () => root.style.setProperty(VARIABLE, `${Math.max(0, element.getBoundingClientRect().bottom)}px`);
		place();
		const observer = new ResizeObserver(place);
		observer.observe(element);
		window.addEventListener('scroll', place, { passive: true });
		window.addEventListener('resize', place);
		return () => {
			observer.disconnect();
			window.removeEventListener('scroll', place);
			window.removeEventListener('resize', place);
			root.style.removeProperty(VARIABLE);
		};
	}, [element]);
}
