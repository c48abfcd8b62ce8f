import {
	BLOOD_GROUPS,
	type BloodGroup,
	type FeatureType,
	type FreelancerKind,
	type ProfileKind,
	RESTAURANT_CATEGORY_SLUG,
	type SocialPlatform,
} from '@edge/db/profile-kinds';
import type { ReferenceItem } from '@edge/db/reference-data';
import { BUSINESS_CATEGORIES, JOB_TYPES, RESTAURANT_TYPES } from '@edge/db/reference-data';
import {
	ATTRIBUTE_FEATURES,
	BUSINESS_ABOUTS,
	categoryWords,
	GENERIC_TAGS,
	HIGHLIGHT_FEATURES,
	OWNER_DESCRIPTIONS,
} from './business-texts';
import { type DemoRange, HOURS_PATTERNS, type HoursPattern } from './hours-patterns';
import { cedulaOf, handleOf, phoneOf } from './identity';
import { FEMALE_NAMES, MALE_NAMES, NAME_ENDINGS, SURNAMES } from './names';
import {
	EMPLOYEE_ABOUTS,
	EMPLOYEE_POSITIONS,
	FREELANCER_ABOUTS,
	OWNER_REPLIES,
	REVIEW_COMMENTS,
	SKILL_TAGS,
} from './people-texts';
import { DEMO_CITIES, type DemoCity, STREETS } from './places';
import { type Random, weighted } from './random';
import {
	type Dish,
	HIGHLIGHT_TITLES,
	menuFamily,
	OFFER_TEXTS,
	RESTAURANT_ABOUTS,
	restaurantJobTypes,
	SLIDE_TITLES,
} from './restaurant-texts';

const DAY_MS = 86_400_000;

export interface DemoPerson {
	firstName: string;
	lastName: string;
	phone: string;
	dateOfBirth: string;
}

export interface DemoOffer {
	title: string;
	description: string;
	maxRedemptions: number;
	startsOn: string;
	endsOn: string;
	/** How many reviewers have already redeemed it (each one a redemption row). */
	redemptions: number;
}

export interface DemoReview {
	rating: number;
	comment: string | null;
	reply: string | null;
	/** Milliseconds since the epoch. */
	createdAt: number;
}

/** Everything one demo profile holds, as plain values; demo-writer.ts turns it into rows. */
export interface DemoProfile {
	kind: ProfileKind;
	/** The account owning it (for freelancers and employees, the person of the profile). */
	owner: DemoPerson;
	title: string;
	about: string;
	categorySlug: string | null;
	jobTypeSlug: string | null;
	cuisineSlug: string | null;
	tags: string[];
	ownerName: string | null;
	ownerDescription: string | null;
	website: string | null;
	phone: string | null;
	email: string | null;
	address: string;
	city: string;
	province: string;
	postalCode: string;
	lat: number;
	lng: number;
	verified: boolean;
	freelancerKind: FreelancerKind | null;
	idNumber: string | null;
	position: string | null;
	bloodGroup: BloodGroup | null;
	dateOfBirth: string | null;
	createdAt: number;
	updatedAt: number;
	hours: readonly DemoRange[];
	features: [title: string, type: FeatureType][];
	socialLinks: [platform: SocialPlatform, url: string][];
	menus: { title: string; items: readonly Dish[] }[];
	offers: DemoOffer[];
	highlights: string[];
	slides: [title: string, rating: number][];
	reviews: DemoReview[];
	/** Whether the owner holds a valid Search Bar Visibility subscription (a promoted profile). */
	promoted: boolean;
}

export interface FactoryContext {
	/** The seed time; every date is relative to it. */
	now: Date;
	/** Today's calendar date in Santo Domingo (YYYY-MM-DD): offers are valid on Santo Domingo dates. */
	today: string;
}

const BUSINESS_ONLY = BUSINESS_CATEGORIES.filter((c) => c.slug !== RESTAURANT_CATEGORY_SLUG);
const CITY_WEIGHTS = DEMO_CITIES.map((city) => [city, city.weight] as const);
const KIND_WEIGHTS = [
	['business', 45],
	['restaurant', 20],
	['freelancer', 20],
	['employee', 15],
] as const;

const fill = (template: string, values: Record<string, string | number>) =>
	template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const lower = (item: ReferenceItem) => item.es.toLowerCase();
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** YYYY-MM-DD of `date` in America/Santo_Domingo (UTC-4 all year). */
export function santoDomingoDate(date: Date): string {
	return new Date(date.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
}
const addDays = (day: string, count: number) =>
	new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

export function pickKind(random: Random): ProfileKind {
	return weighted(random, KIND_WEIGHTS);
}

export function personOf(random: Random, now: Date): DemoPerson {
	const female = random.chance(0.5);
	const year = now.getUTCFullYear() - random.int(19, 62);
	return {
		firstName: random.pick(female ? FEMALE_NAMES : MALE_NAMES),
		lastName: `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`,
		phone: phoneOf(random),
		dateOfBirth: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
	};
}

function placeOf(random: Random, city: DemoCity) {
	const jitter = () => (random.next() - 0.5) * 2 * city.spread;
	return {
		address: `${random.pick(STREETS)} ${random.int(1, 250)}, ${random.pick(city.sectors)}`,
		city: city.city,
		province: city.province,
		postalCode: city.postalCode,
		lat: Math.round((city.lat + jitter()) * 1e6) / 1e6,
		lng: Math.round((city.lng + jitter()) * 1e6) / 1e6,
	};
}

/** Reviews around a quality of its own, so averages differ from profile to profile. */
function reviewsOf(random: Random, now: Date): DemoReview[] {
	// About 1.7 reviews a profile on average: enough for averages to differ, and reviews (each one
	// moving its profile's rating through a trigger) are the costliest rows of a 100,000 seed.
	const count = weighted(random, [
		[0, 35],
		[random.int(1, 2), 40],
		[random.int(3, 6), 25],
	]);
	const quality = 2 + random.next() * 3;
	return Array.from({ length: count }, () => {
		const rating = Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 2.4)));
		return {
			rating,
			comment: random.chance(0.7) ? random.pick(REVIEW_COMMENTS[rating - 1] ?? []) : null,
			reply: random.chance(0.25) ? random.pick(OWNER_REPLIES) : null,
			createdAt: now.getTime() - random.int(1, 400) * DAY_MS - random.int(0, DAY_MS),
		};
	});
}

function socialOf(random: Random, handle: string, phone: string | null): [SocialPlatform, string][] {
	const links: [SocialPlatform, string][] = [];
	if (random.chance(0.7)) links.push(['instagram', `https://www.instagram.com/${handle}`]);
	if (random.chance(0.5)) links.push(['facebook', `https://www.facebook.com/${handle}`]);
	if (phone && random.chance(0.4)) links.push(['whatsapp', `https://wa.me/${phone.replace(/\D/g, '')}`]);
	if (random.chance(0.15)) links.push(['tiktok', `https://www.tiktok.com/@${handle}`]);
	return links;
}

function featuresOf(random: Random): [string, FeatureType][] {
	return [
		...random
			.sample(HIGHLIGHT_FEATURES, random.int(0, 2))
			.map((title) => [title, 'highlight'] as [string, FeatureType]),
		...random
			.sample(ATTRIBUTE_FEATURES, random.int(1, 4))
			.map((title) => [title, 'attribute'] as [string, FeatureType]),
	];
}

function offersOf(random: Random, today: string, dishes: readonly Dish[]): DemoOffer[] {
	return Array.from({ length: random.int(0, 3) }, () => {
		const dish = random.pick(dishes);
		// Most offers are valid today; some start later and some are over, as on a real food page.
		const when = weighted(random, [
			['now', 6],
			['later', 2],
			['over', 2],
		]);
		const startsOn =
			when === 'now'
				? addDays(today, -random.int(0, 10))
				: when === 'later'
					? addDays(today, random.int(1, 15))
					: addDays(today, -random.int(20, 60));
		const endsOn = when === 'over' ? addDays(today, -random.int(1, 10)) : addDays(today, random.int(5, 45));
		const maxRedemptions = random.pick([10, 20, 25, 50, 100, 200]);
		return {
			// The card shows the dates; the terms say what the dish comes to.
			...random.pick(OFFER_TEXTS)(dish[0].toLowerCase(), dish[1] * 100),
			maxRedemptions,
			startsOn,
			endsOn,
			redemptions: when === 'later' ? 0 : random.int(0, Math.min(6, maxRedemptions - 1)),
		};
	});
}

/** What each kind fills in itself; base() gives every other field, empty where the kind has none. */
type KindFields = 'title' | 'about' | 'tags' | 'phone' | 'hours' | 'socialLinks';

function base(
	random: Random,
	context: FactoryContext,
	kind: ProfileKind,
	owner: DemoPerson,
): Omit<DemoProfile, KindFields> {
	const city = weighted(random, CITY_WEIGHTS);
	const createdAt = context.now.getTime() - random.int(1, 730) * DAY_MS;
	return {
		kind,
		owner,
		...placeOf(random, city),
		createdAt,
		updatedAt: createdAt + Math.floor(random.next() * (context.now.getTime() - createdAt)),
		categorySlug: null,
		jobTypeSlug: null,
		cuisineSlug: null,
		ownerName: null,
		ownerDescription: null,
		website: null,
		email: null,
		verified: false,
		freelancerKind: null,
		idNumber: null,
		position: null,
		bloodGroup: null,
		dateOfBirth: null,
		features: [],
		menus: [],
		offers: [],
		highlights: [],
		slides: [],
		reviews: reviewsOf(random, context.now),
		promoted: false,
	};
}

function businessOf(random: Random, context: FactoryContext, owner: DemoPerson): DemoProfile {
	const profile = base(random, context, 'business', owner);
	const category = random.pick(BUSINESS_ONLY);
	const words = categoryWords(category.slug);
	const title = `${words.prefix} ${random.chance(0.5) ? `${owner.lastName.split(' ')[0]}` : random.pick(NAME_ENDINGS)}`;
	const handle = handleOf(title);
	const phone = phoneOf(random);
	const pattern = random.pick<HoursPattern>(['office', 'split', 'retail', 'retail', 'allDay', 'nightlife', 'office']);
	return {
		...profile,
		title,
		about: fill(random.pick(BUSINESS_ABOUTS), { what: lower(category), city: profile.city, years: random.int(2, 35) }),
		categorySlug: category.slug,
		tags: [...random.sample(words.tags, random.int(1, 3)), ...random.sample(GENERIC_TAGS, random.int(0, 2))],
		ownerName: `${owner.firstName} ${owner.lastName}`,
		ownerDescription: random.pick(OWNER_DESCRIPTIONS),
		website: random.chance(0.6) ? `https://www.${handle}.com.do` : null,
		phone,
		email: `info@${handle}.com.do`,
		verified: random.chance(0.3),
		hours: random.chance(0.92) ? HOURS_PATTERNS[pattern] : [],
		features: featuresOf(random),
		socialLinks: socialOf(random, handle, phone),
		// A paid add-on: about one business or restaurant in a hundred holds Search Bar Visibility.
		promoted: random.chance(0.01),
	};
}

function restaurantOf(random: Random, context: FactoryContext, owner: DemoPerson): DemoProfile {
	const profile = base(random, context, 'restaurant', owner);
	const cuisine = random.pick(RESTAURANT_TYPES);
	const family = menuFamily(cuisine.slug);
	const title = `${random.pick(family.names)} ${random.chance(0.5) ? owner.firstName : random.pick(NAME_ENDINGS)}`;
	const handle = handleOf(title);
	const phone = phoneOf(random);
	const menus = random
		.sample(family.menus, random.int(1, family.menus.length))
		.map(([menuTitle, dishes]) => ({ title: menuTitle, items: random.sample(dishes, random.int(2, dishes.length)) }));
	const dishes = menus.flatMap((menu) => menu.items);
	const pattern = random.pick<HoursPattern>(['lunchAndDinner', 'lateKitchen', 'cafe', 'lunchAndDinner', 'nightlife']);
	return {
		...profile,
		title,
		about: fill(random.pick(RESTAURANT_ABOUTS), { what: lower(cuisine), city: profile.city, years: random.int(1, 40) }),
		categorySlug: RESTAURANT_CATEGORY_SLUG,
		cuisineSlug: cuisine.slug,
		jobTypeSlug: random.pick(restaurantJobTypes(cuisine.slug)),
		tags: random.sample(family.tags, random.int(2, 4)),
		website: random.chance(0.4) ? `https://www.${handle}.com.do` : null,
		phone,
		email: random.chance(0.6) ? `reservas@${handle}.com.do` : null,
		verified: random.chance(0.25),
		hours: HOURS_PATTERNS[pattern],
		features: featuresOf(random),
		socialLinks: socialOf(random, handle, phone),
		menus,
		offers: offersOf(random, context.today, dishes),
		highlights: random.sample(HIGHLIGHT_TITLES, random.int(0, 3)),
		slides: random.sample(SLIDE_TITLES, random.int(0, 3)).map((slide) => [slide, random.int(3, 5)]),
		promoted: random.chance(0.01),
	};
}

function freelancerOf(random: Random, context: FactoryContext, owner: DemoPerson): DemoProfile {
	const profile = base(random, context, 'freelancer', owner);
	const job = random.pick(JOB_TYPES);
	const independent = random.chance(0.5);
	const title = `${owner.firstName} ${owner.lastName}`;
	return {
		...profile,
		title,
		about: fill(random.pick(FREELANCER_ABOUTS), {
			job: capitalize(lower(job)),
			city: profile.city,
			years: random.int(1, 25),
		}),
		jobTypeSlug: job.slug,
		tags: random.sample(SKILL_TAGS, random.int(1, 3)),
		phone: phoneOf(random),
		email: random.chance(0.5) ? `${handleOf(owner.firstName)}.${handleOf(owner.lastName)}@gmail.com` : null,
		freelancerKind: independent ? 'independent' : 'self-employed',
		idNumber: independent ? cedulaOf(random) : null,
		hours: random.chance(0.85) ? HOURS_PATTERNS[random.pick<HoursPattern>(['weekdaysOnly', 'mornings', 'office'])] : [],
		socialLinks: socialOf(random, handleOf(title), null),
	};
}

function employeeOf(random: Random, context: FactoryContext, owner: DemoPerson): DemoProfile {
	const profile = base(random, context, 'employee', owner);
	const job = random.pick(JOB_TYPES);
	const title = `${owner.firstName} ${owner.lastName}`;
	return {
		...profile,
		title,
		about: fill(random.pick(EMPLOYEE_ABOUTS), { city: profile.city, years: random.int(1, 15) }),
		jobTypeSlug: job.slug,
		tags: random.sample(SKILL_TAGS, random.int(1, 3)),
		phone: phoneOf(random),
		email: `${handleOf(owner.firstName)}.${handleOf(owner.lastName)}${random.int(1, 99)}@gmail.com`,
		position: random.pick(EMPLOYEE_POSITIONS),
		bloodGroup: random.pick(BLOOD_GROUPS),
		dateOfBirth: owner.dateOfBirth,
		hours: [],
		socialLinks: random.chance(0.4) ? [['linkedin', `https://www.linkedin.com/in/${handleOf(title)}`]] : [],
	};
}

const MAKERS = { business: businessOf, restaurant: restaurantOf, freelancer: freelancerOf, employee: employeeOf };

/** One profile of `kind` owned by `owner`; every field drawn from `random`, so a seed gives the same profile. */
export function makeProfile(
	random: Random,
	context: FactoryContext,
	kind: ProfileKind,
	owner: DemoPerson,
): DemoProfile {
	return MAKERS[kind](random, context, owner);
}
