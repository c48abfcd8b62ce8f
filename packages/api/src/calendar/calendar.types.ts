/** What the calendar procedures answer (docs/calendar.md "The API"). Instants are ISO strings in UTC. */

/** The business or restaurant profile posting an event. */
export interface EventBusiness {
	profileId: number;
	kind: 'business' | 'restaurant';
	title: string;
	imageId: string | null;
}

export interface EventView {
	id: number;
	title: string;
	location: string;
	/** The first occurrence's start and end. */
	startsAt: string;
	endsAt: string;
	link: string;
	description: string;
	imageId: string;
	repeatsYearly: boolean;
	interestedCount: number;
	/** The viewer marked it "interested". */
	interested: boolean;
	/** The viewer posted it. */
	mine: boolean;
	/** null once the posting profile is deleted. */
	business: EventBusiness | null;
	ownerName: string;
}

/** One time an event happens: the event itself, or one year of a yearly event. */
export interface Occurrence {
	eventId: number;
	startsAt: string;
	endsAt: string;
	event: EventView;
}

/** A Dominican public holiday, named in the request's language. */
export interface Holiday {
	date: string;
	name: string;
}

export interface CalendarRange {
	occurrences: Occurrence[];
	holidays: Holiday[];
}

export interface UpcomingPage {
	items: Occurrence[];
	nextCursor: string | null;
}

export interface CalendarAccess {
	signedIn: boolean;
	/** Signed in with a valid plan unlocking events: may create, edit and delete. */
	canManage: boolean;
	/** The caller's business and restaurant profiles an event can be posted for. */
	profiles: { id: number; title: string; kind: 'business' | 'restaurant' }[];
	/**
	 * Without `canManage`: the plan unlocking events the caller's subscription changes to, and from
	 * when (a change of plan applies from the next billing period); null when none is scheduled.
	 */
	eventsFrom: ScheduledEventsPlan | null;
}

/** A scheduled change onto a plan that unlocks events: the plan, its names, and the day it applies (ISO). */
export interface ScheduledEventsPlan {
	planId: string;
	planName: { es: string; en: string };
	from: string;
}

export interface InterestResult {
	eventId: number;
	interested: boolean;
	interestedCount: number;
}
