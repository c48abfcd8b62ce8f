import { type EventView, isSantoDomingoLocal, santoDomingoLocalToUtc, utcToSantoDomingoLocal } from '@edge/api/schemas';

/**
 * What the event form edits: the API's fields, with the times as the Santo Domingo wall time typed
 * in <input type="datetime-local"> ('2026-12-05T19:00') and the posting profile as the select's
 * string value. The field names are the API's, so schema and server errors land under them.
 */
export interface EventFormState {
	title: string;
	location: string;
	startsAt: string;
	endsAt: string;
	link: string;
	description: string;
	imageId: string | null;
	repeatsYearly: boolean;
	profileId: string | null;
}

export const EMPTY_EVENT_FORM: EventFormState = {
	title: '',
	location: '',
	startsAt: '',
	endsAt: '',
	link: '',
	description: '',
	imageId: null,
	repeatsYearly: false,
	profileId: null,
};

/** A stored event as form values, its first occurrence's times in Santo Domingo wall time. */
export function formStateOf(event: EventView): EventFormState {
	return {
		title: event.title,
		location: event.location,
		startsAt: utcToSantoDomingoLocal(event.startsAt),
		endsAt: utcToSantoDomingoLocal(event.endsAt),
		link: event.link,
		description: event.description,
		imageId: event.imageId,
		repeatsYearly: event.repeatsYearly,
		profileId: event.business ? String(event.business.profileId) : null,
	};
}

/** A wall time → its UTC instant; anything else stays as typed, for the schema to name the problem. */
function instantOf(local: string): string {
	return isSantoDomingoLocal(local) ? santoDomingoLocalToUtc(local) : local;
}

/**
 * The form's values as the API takes them (EventInput): times converted from Santo Domingo to UTC,
 * the profile as a number. Missing values stay null, so the shared schema says "required".
 */
export function eventPayload(state: EventFormState) {
	return {
		title: state.title,
		location: state.location,
		startsAt: instantOf(state.startsAt),
		endsAt: instantOf(state.endsAt),
		link: state.link,
		description: state.description,
		imageId: state.imageId,
		repeatsYearly: state.repeatsYearly,
		profileId: state.profileId ? Number(state.profileId) : null,
	};
}
