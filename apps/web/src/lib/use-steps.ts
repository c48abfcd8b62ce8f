import { startTransition, useEffect, useState } from 'react';

/**
 * A count that climbs from 0 to `steps` after the first commit, one step per task (each a
 * transition, so a visitor's input goes first). A part whose commit is long in itself (Leaflet makes
 * a map, then its tile grid, then its marker, each in React's commit) is mounted a piece per step:
 * several short tasks instead of one long one on a phone.
 */
export function useSteps(steps: number): number {
	const [step, setStep] = useState(0);
	useEffect(() => {
		if (step >= steps) return;
		const next = setTimeout(() => startTransition(() => setStep((current) => current + 1)));
		return () => clearTimeout(next);
	}, [step, steps]);
	return step;
}
