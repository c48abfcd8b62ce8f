import { randomUUID } from 'node:crypto';
import type { E2eApp } from './app';
import { type ApiUser, registerViaApi } from './journeys';
import { type BusinessFields, createBusinessViaApi, givePlan, trpcCall, uploadImage } from './seed-via-api';

/**
 * A small directory as a careful visitor sees it (issue 20): a restaurant and a business that are
 * closed until a later weekday, with reviews; offers that are open, sold out and already redeemed;
 * a freelancer without a calendar; five events on one day with near-identical titles; a chat.
 * Everything goes through the API, as a script would.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Santo Domingo keeps UTC-4 all year. */
const SANTO_DOMINGO_MS = -4 * 3_600_000;

export const RESTAURANT = 'Restaurante La Esquina Criolla';
export const BUSINESS = 'Ferretería y Materiales El Constructor';
export const EVENT_TITLES = [
	'Noche de merengue en la Zona Colonial: primera parte',
	'Noche de merengue en la Zona Colonial: segunda parte',
	'Noche de merengue en la Zona Colonial: tercera parte',
	'Noche de merengue en la Zona Colonial: cuarta parte',
	'Noche de merengue en la Zona Colonial: quinta parte',
];
export const OFFERS = {
	open: 'Dos por uno en mofongo los jueves',
	soldOut: 'Postre gratis con el almuerzo ejecutivo',
	redeemed: 'Descuento de bienvenida en la cena',
} as const;

export interface Showcase {
	customer: ApiUser;
	restaurantId: number;
	businessId: number;
	freelancerId: number;
	freelancer: ApiUser;
	/** 'YYYY-MM-DD' of the five events. */
	eventDay: string;
}

/** A date in Santo Domingo, days from today. */
function santoDomingoDate(days: number): string {
	return new Date(Date.now() + SANTO_DOMINGO_MS + days * DAY_MS).toISOString().slice(0, 10);
}

export async function seedShowcase(app: E2eApp): Promise<Showcase> {
	const url = app.url;
	// Open only three days from now: "Closed · Opens <weekday> at 08:00", the longest status line.
	const weekday = new Date(Date.now() + SANTO_DOMINGO_MS + 3 * DAY_MS).getUTCDay();
	const hours = [{ weekday, opens: '08:00', closes: '17:00' }];
	const [chef, shopOwner, customer, other, third, freelancer] = await Promise.all([
		registerViaApi(url, { firstName: 'Rosa', lastName: 'Almonte' }),
		registerViaApi(url, { firstName: 'Julio', lastName: 'Peña' }),
		registerViaApi(url, { firstName: 'Carmen', lastName: 'Rodríguez' }),
		registerViaApi(url, { firstName: 'Pedro', lastName: 'Martínez' }),
		registerViaApi(url, { firstName: 'Luisa', lastName: 'Gómez' }),
		registerViaApi(url, { firstName: 'Ramón', lastName: 'Jiménez' }),
	]);

	const restaurant = await trpcCall<{ id: number }>(url, chef, 'restaurant.create', {
		title: RESTAURANT,
		description: 'Comida criolla de la abuela: mofongo, sancocho y habichuelas con dulce.',
		address: 'Calle Las Damas 12, Zona Colonial',
		lat: 18.4735,
		lng: -69.8846,
		city: 'Santo Domingo de Guzmán',
		province: 'Distrito Nacional',
		phone: '',
		cuisineSlug: 'dominican-cuisine',
		jobTypeSlug: 'pastry-chef',
		hours,
	});
	const offer = (title: string, maxRedemptions: number) =>
		trpcCall<{ id: number }>(url, chef, 'restaurant.offers.create', {
			profileId: restaurant.id,
			title,
			description: 'Válido en el local, de lunes a viernes.',
			maxRedemptions,
			startsOn: santoDomingoDate(0),
			endsOn: santoDomingoDate(30),
		});
	await offer(OFFERS.open, 50);
	const soldOut = await offer(OFFERS.soldOut, 1);
	const redeemed = await offer(OFFERS.redeemed, 20);
	await trpcCall(url, other, 'restaurant.offers.redeem', { id: soldOut.id });
	await trpcCall(url, customer, 'restaurant.offers.redeem', { id: redeemed.id });

	const businessId = await createBusinessViaApi(url, shopOwner, {
		title: BUSINESS,
		about: 'Cemento, varillas, pintura y herramientas para tu obra, con entrega en todo el Gran Santo Domingo.',
		tags: ['ferretería'],
		city: 'Santo Domingo Este',
		province: 'Santo Domingo',
		ownerName: 'Julio Peña',
		ownerDescription: 'Maestro constructor con 20 años en el oficio.',
		website: 'https://example.com/constructor',
		hours,
	} as BusinessFields);

	// 2.0 of 5 from three reviews on the restaurant, 3.0 from two on the business.
	for (const [user, rating] of [
		[customer, 1],
		[other, 2],
		[third, 3],
	] as const)
		await trpcCall(url, user, 'reviews.upsert', { profileId: restaurant.id, rating, comment: 'Buena atención.' });
	for (const [user, rating] of [
		[customer, 2],
		[other, 4],
	] as const)
		await trpcCall(url, user, 'reviews.upsert', { profileId: businessId, rating, comment: 'Buen servicio.' });

	const freelancerProfile = await trpcCall<{ id: number }>(url, freelancer, 'professional.freelancer.create', {
		title: 'Ramón Jiménez, electricista residencial',
		about: 'Instalaciones eléctricas, breakers y plantas de emergencia.',
		city: 'Santo Domingo de Guzmán',
		province: 'Distrito Nacional',
		lat: 18.4861,
		lng: -69.9312,
		imageId: null,
		jobTypeSlug: 'electrician',
		freelancerKind: 'self-employed',
		idNumber: '',
		phone: '',
		hours: [],
		socialLinks: [],
	});

	// Five events on one evening, posted by a Premium business.
	givePlan(app, shopOwner, 'business-multi-profile-premium');
	const eventDay = santoDomingoDate(20);
	for (const [index, title] of EVENT_TITLES.entries()) {
		const imageId = await uploadImage(url, shopOwner);
		// 12:00 to 12:45 Santo Domingo time (UTC-4), one an hour.
		const utcHour = 16 + index;
		await trpcCall(url, shopOwner, 'calendar.create', {
			title,
			location: 'Plaza de España, Zona Colonial',
			startsAt: `${eventDay}T${utcHour}:00:00.000Z`,
			endsAt: `${eventDay}T${utcHour}:45:00.000Z`,
			link: 'https://example.com/merengue',
			description: 'Música en vivo. Entrada libre.',
			imageId,
			repeatsYearly: false,
			profileId: businessId,
		});
	}

	// A conversation: the customer writes to the freelancer.
	await trpcCall(url, customer, 'chat.send', {
		otherUserId: freelancer.id,
		clientId: randomUUID(),
		body: 'Buenas tardes, ¿puede venir el jueves a revisar un breaker que se dispara?',
	});

	return {
		customer,
		restaurantId: restaurant.id,
		businessId,
		freelancerId: freelancerProfile.id,
		freelancer,
		eventDay,
	};
}
