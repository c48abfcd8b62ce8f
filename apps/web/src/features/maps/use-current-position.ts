import { useCallback, useState } from 'react';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/use-translation';
import { type LatLng, roundLatLng } from './lat-lng';

/** A fresh fix may take a while outdoors; past this the browser reports a timeout (a failure). */
const POSITION_TIMEOUT_MS = 15_000;
/** A position from the last minute is as good as a new one for "near me" and travel times. */
const POSITION_MAX_AGE_MS = 60_000;

type PositionState = 'idle' | 'locating' | 'failed';

/**
 * The browser's position on demand. A refusal, a timeout or a browser without geolocation all
 * end the same way for the visitor: the spec's 'Error getting your location', as a notification
 * and as `failed` for an inline message.
 */
export function useCurrentPosition() {
	const { t } = useTranslation();
	const [state, setState] = useState<PositionState>('idle');

	const locate = useCallback(
		() =>
			new Promise<LatLng | null>((resolve) => {
				const fail = () => {
					setState('failed');
					notify.error(t('maps.locationError'));
					resolve(null);
				};
				const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
				if (!geolocation) {
					fail();
					return;
				}
				setState('locating');
				geolocation.getCurrentPosition(
					(position) => {
						setState('idle');
						resolve(roundLatLng({ lat: position.coords.latitude, lng: position.coords.longitude }));
					},
					fail,
					{ enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
				);
			}),
		[t],
	);

	return { locate, locating: state === 'locating', failed: state === 'failed' };
}
