import { useEffect, useState } from 'react';

/** The current time, moving every minute, so "5 minutes ago" stays true while the page is open. */
export function useNow(everyMs = 60_000): Date {
	const [now, setNow] = useState(() => new Date());
	useEffect(() => {
		const timer = window.setInterval(() => setNow(new Date()), everyMs);
		return () => window.clearInterval(timer);
	}, [everyMs]);
	return now;
}
