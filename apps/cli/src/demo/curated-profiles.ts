import type { ProfileKind } from '@edge/db/profile-kinds';
import { HOURS_PATTERNS } from './hours-patterns';
import type { DemoProfile } from './profile-factory';

/**
 * The profiles of the demo accounts (docs: "sign in as negocio@demo.edge.do…"): generated like the
 * others, then given a recognisable name and place so a person trying the app finds them at once.
 */
export const CURATED_PROFILES: readonly {
	email: string;
	kind: ProfileKind;
	overrides: Partial<DemoProfile>;
}[] = [
	{
		email: 'negocio@demo.edge.do',
		kind: 'business',
		overrides: {
			title: 'Ferretería Guzmán e Hijos',
			about:
				'Ferretería familiar en Santiago desde 1998: materiales de construcción, herramientas, pintura y plomería. Entregamos en todo el Cibao.',
			categorySlug: 'hardware-and-building-materials',
			tags: ['ferretería', 'cemento', 'pintura', 'herramientas', 'delivery'],
			ownerName: 'Rafael Guzmán',
			website: 'https://www.ferreteriaguzman.com.do',
			email: 'ventas@ferreteriaguzman.com.do',
			address: 'Av. Estrella Sadhalá 120, Los Jardines',
			city: 'Santiago de los Caballeros',
			province: 'Santiago',
			postalCode: '51000',
			lat: 19.4602,
			lng: -70.6869,
			verified: true,
			hours: HOURS_PATTERNS.split,
			promoted: false,
		},
	},
	{
		email: 'restaurante@demo.edge.do',
		kind: 'restaurant',
		overrides: {
			title: 'Sabor Criollo Don Julio',
			about:
				'Comida criolla en la Zona Colonial: la bandera, sancocho los domingos y mofongo toda la semana. Los viernes y sábados la cocina sigue abierta hasta las dos.',
			cuisineSlug: 'dominican-cuisine',
			tags: ['comida criolla', 'sancocho', 'mofongo', 'zona colonial'],
			address: 'Calle El Conde 254, Zona Colonial',
			city: 'Santo Domingo',
			province: 'Distrito Nacional',
			postalCode: '10210',
			lat: 18.4735,
			lng: -69.8875,
			verified: true,
			hours: HOURS_PATTERNS.lateKitchen,
			promoted: false,
		},
	},
	{
		email: 'freelancer@demo.edge.do',
		kind: 'freelancer',
		overrides: {
			title: 'Yolanda Martínez',
			about:
				'Diseñadora gráfica independiente: logos, menús y redes sociales para negocios dominicanos. Respondo el mismo día.',
			jobTypeSlug: 'graphic-designer',
			tags: ['logos', 'branding', 'redes sociales'],
			freelancerKind: 'independent',
			idNumber: '00114272834',
			city: 'Santo Domingo',
			province: 'Distrito Nacional',
			postalCode: '10147',
			address: 'Calle Sarasota 39, Bella Vista',
			lat: 18.4567,
			lng: -69.9412,
			hours: HOURS_PATTERNS.weekdaysOnly,
		},
	},
	{
		email: 'empleado@demo.edge.do',
		kind: 'employee',
		overrides: {
			title: 'Ana Báez',
			about:
				'Cajera con cuatro años de experiencia en supermercados de La Romana. Puntual y con buen trato al cliente.',
			jobTypeSlug: 'sales-representative',
			position: 'Cajera',
			bloodGroup: 'O+',
			dateOfBirth: '2000-06-30',
			phone: '+18095550105',
			email: 'ana.baez@demo.edge.do',
			tags: ['puntual', 'atención al cliente'],
			city: 'La Romana',
			province: 'La Romana',
			postalCode: '22000',
			address: 'Calle Duarte 18, Centro',
			lat: 18.4282,
			lng: -68.9711,
		},
	},
];
