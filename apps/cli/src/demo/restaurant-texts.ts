import { formatDop } from '@edge/i18n/format';
import { list } from './names';

/** One dish: name, price in DOP pesos, description. */
export type Dish = readonly [name: string, pesos: number, description: string];

interface MenuFamily {
	/** Words that start the restaurant's name. */
	names: readonly string[];
	/** Menu title and its dishes. */
	menus: readonly (readonly [title: string, dishes: readonly Dish[]])[];
	tags: readonly string[];
}

const DRINKS: readonly Dish[] = [
	['Morir soñando', 150, 'Jugo de naranja con leche y hielo'],
	['Jugo natural de chinola', 120, 'Recién hecho'],
	['Cerveza Presidente grande', 250, 'Bien fría'],
	['Refresco', 80, 'Coca-Cola, Sprite o Country Club'],
	['Agua', 50, ''],
];

const FAMILIES: Record<string, MenuFamily> = {
	criollo: {
		names: list('Comedor, Sabor Criollo, El Conuco, La Casita de, Fonda, El Fogón de'),
		menus: [
			[
				'Almuerzos',
				[
					['La bandera dominicana', 350, 'Arroz blanco, habichuelas rojas y pollo guisado con ensalada'],
					['Sancocho de siete carnes', 450, 'Con arroz blanco y aguacate'],
					['Mofongo con chicharrón', 400, 'Plátano verde majado con ajo'],
					['Chivo guisado', 550, 'Al estilo de Montecristi'],
					['Locrio de pollo', 350, 'Con ensalada verde'],
					['Pescado frito con tostones', 650, 'Pescado del día'],
				],
			],
			[
				'Desayunos',
				[
					['Mangú con los tres golpes', 300, 'Salami, queso frito y huevo'],
					['Huevos revueltos con víveres', 250, 'Yuca o guineíto'],
					['Avena caliente', 120, 'Con canela'],
				],
			],
			['Bebidas', DRINKS],
		],
		tags: list('comida criolla, almuerzo, plato del día, sancocho, mofongo'),
	},
	pizza: {
		names: list('Pizzería, Trattoria, Pizza, Forno'),
		menus: [
			[
				'Pizzas',
				[
					['Pizza margarita', 550, 'Tomate, mozzarella y albahaca'],
					['Pizza de pepperoni', 650, 'Grande, 8 porciones'],
					['Pizza criolla', 700, 'Salami, cebolla y maíz'],
					['Calzone', 480, 'Jamón y queso'],
				],
			],
			[
				'Pastas',
				[
					['Lasaña de carne', 520, 'Receta de la casa'],
					['Fettuccine Alfredo', 480, 'Con pollo'],
					['Espaguetis a la boloñesa', 450, ''],
				],
			],
			['Bebidas', DRINKS],
		],
		tags: list('pizza, pasta, italiana, delivery'),
	},
	cafe: {
		names: list('Café, Cafetería, Repostería, Dulcería, Heladería'),
		menus: [
			[
				'Café',
				[
					['Café Santo Domingo', 90, 'Colado, como en casa'],
					['Cappuccino', 180, 'Con café de Jarabacoa'],
					['Latte de vainilla', 220, ''],
				],
			],
			[
				'Dulces',
				[
					['Bizcocho dominicano', 200, 'Porción, con suspiro'],
					['Habichuelas con dulce', 180, 'Solo en Cuaresma y los viernes'],
					['Helado de coco', 150, 'Dos bolas'],
					['Pastelito de pollo', 75, 'Recién horneado'],
				],
			],
		],
		tags: list('café, postres, desayuno, bizcocho, wifi'),
	},
	seafood: {
		names: list('Marisquería, El Pescador, Mariscos, La Ostra de, Bahía'),
		menus: [
			[
				'Del mar',
				[
					['Pescado con coco', 850, 'Al estilo de Samaná'],
					['Langosta a la parrilla', 1800, 'Con tostones'],
					['Camarones al ajillo', 950, 'Con arroz blanco'],
					['Ceviche de chillo', 650, 'Con plátano frito'],
					['Paella de mariscos', 1200, 'Para dos personas'],
				],
			],
			['Bebidas', DRINKS],
		],
		tags: list('mariscos, pescado, langosta, playa'),
	},
	grill: {
		names: list('Parrillada, Steakhouse, Asadero, Bar & Grill, Taberna, Bistró'),
		menus: [
			[
				'Parrilla',
				[
					['Churrasco', 1100, '300 g, con chimichurri'],
					['Costillas BBQ', 950, 'Media libra'],
					['Pechuga a la plancha', 550, 'Con vegetales salteados'],
					['Picadera mixta', 1200, 'Para compartir'],
				],
			],
			[
				'Tapas',
				[
					['Croquetas de jamón', 350, 'Seis unidades'],
					['Chicharrón de pollo', 420, 'Con limón'],
					['Yuca frita', 220, 'Con salsa rosada'],
				],
			],
			['Bebidas', DRINKS],
		],
		tags: list('carnes, parrilla, churrasco, cervezas, tapas'),
	},
	fast: {
		names: list('Pica Pollo, Burger, Chimi, Sándwiches, Food Truck, Express'),
		menus: [
			[
				'Combos',
				[
					['Pica pollo con tostones', 320, 'Tres piezas'],
					['Chimichurri completo', 200, 'Hamburguesa dominicana con repollo'],
					['Hamburguesa doble', 450, 'Con papas fritas'],
					['Sándwich cubano', 350, 'Cerdo, jamón y queso'],
					['Yaroa de pollo', 380, 'Plátano, pollo, queso y salsas'],
				],
			],
			['Bebidas', DRINKS],
		],
		tags: list('comida rápida, pica pollo, chimi, hamburguesas, delivery'),
	},
	asian: {
		names: list('Restaurante Chino, Sushi, Wok, Dragón de Oro'),
		menus: [
			[
				'Platos',
				[
					['Chofán de pollo', 450, 'Arroz frito especial'],
					['Pollo agridulce', 480, ''],
					['Sushi roll tropical', 650, 'Con plátano maduro y queso crema'],
					['Tempura de camarones', 700, ''],
					['Wonton frito', 250, 'Doce unidades'],
				],
			],
			['Bebidas', DRINKS],
		],
		tags: list('chino, chofán, sushi, asiática'),
	},
	mexican: {
		names: list('Taquería, Cantina, El Mariachi'),
		menus: [
			[
				'Mexicano',
				[
					['Tacos al pastor', 420, 'Tres tacos'],
					['Burrito de res', 480, 'Con guacamole'],
					['Nachos con queso', 350, 'Para compartir'],
					['Quesadilla de pollo', 390, ''],
				],
			],
			['Bebidas', DRINKS],
		],
		tags: list('tacos, mexicana, burritos, margaritas'),
	},
	healthy: {
		names: list('Verde, Salud, Green, La Huerta de'),
		menus: [
			[
				'Saludable',
				[
					['Bowl de quinoa', 480, 'Con aguacate y vegetales de Constanza'],
					['Ensalada César', 420, 'Con pollo a la plancha'],
					['Wrap vegano', 390, 'Hummus y vegetales asados'],
					['Batido verde', 220, 'Espinaca, piña y jengibre'],
				],
			],
		],
		tags: list('saludable, vegano, ensaladas, batidos'),
	},
};

const FAMILY_OF_CUISINE: Record<string, string> = {
	'dominican-cuisine': 'criollo',
	buffet: 'criollo',
	'family-restaurant': 'criollo',
	'fried-food-stand': 'criollo',
	'latin-american': 'criollo',
	pizzeria: 'pizza',
	italian: 'pizza',
	cafe: 'cafe',
	bakery: 'cafe',
	'ice-cream-and-desserts': 'cafe',
	seafood: 'seafood',
	steakhouse: 'grill',
	'bar-and-grill': 'grill',
	'spanish-and-tapas': 'grill',
	gourmet: 'grill',
	international: 'grill',
	'fast-food': 'fast',
	burgers: 'fast',
	sandwiches: 'fast',
	'food-truck': 'fast',
	'fried-and-rotisserie-chicken': 'fast',
	chinese: 'asian',
	'japanese-and-sushi': 'asian',
	mexican: 'mexican',
	'vegan-and-vegetarian': 'healthy',
	'healthy-food': 'healthy',
};

export function menuFamily(cuisineSlug: string): MenuFamily {
	return FAMILIES[FAMILY_OF_CUISINE[cuisineSlug] ?? 'criollo'] ?? (FAMILIES.criollo as MenuFamily);
}

/**
 * A restaurant's job type (the specification requires one) is what its kitchen or bar is known for,
 * from the job types' "Food and events" trades, and fits its cuisine: a bakery's baker, a dessert
 * shop's pastry chef, a bar's bartender, a buffet's caterer; other places are known for their table
 * service. Never a pastry chef for a steakhouse (issue 20).
 */
const JOB_TYPES_OF_CUISINE: Record<string, readonly string[]> = {
	bakery: ['baker', 'pastry-chef'],
	'ice-cream-and-desserts': ['pastry-chef'],
	cafe: ['baker', 'waiter'],
	'bar-and-grill': ['bartender'],
	'spanish-and-tapas': ['bartender', 'waiter'],
	buffet: ['caterer'],
	'food-truck': ['caterer'],
	gourmet: ['waiter', 'private-chef'],
};

export function restaurantJobTypes(cuisineSlug: string): readonly string[] {
	return JOB_TYPES_OF_CUISINE[cuisineSlug] ?? ['waiter'];
}

export const RESTAURANT_ABOUTS = [
	'Cocina {what} en {city}: ingredientes frescos y el sazón de siempre. Abierto desde hace {years} años.',
	'Un lugar para compartir en familia en {city}. Especialidad en {what}.',
	'Restaurante de {what} con ambiente acogedor, en el corazón de {city}.',
] as const;

/** What an offer says: its title and the terms under it. */
export interface OfferText {
	title: string;
	description: string;
}

const dop = (cents: number) => formatDop(cents, 'es');
/** Offer prices end in 0 or 5 pesos, as a menu board's do. */
const roundPrice = (cents: number) => Math.max(5_00, Math.round(cents / 5_00) * 5_00);

/**
 * Offers on one dish of the restaurant's own menu (`dish` in lower case, `cents` its menu price), with
 * the price it comes to written as formatDop writes money (DOP$ 297.50), and times in the pages' style.
 */
export const OFFER_TEXTS: readonly ((dish: string, cents: number) => OfferText)[] = [
	(dish, cents) => ({
		title: `2x1 en ${dish}`,
		description: `Dos por ${dop(cents)}, el precio de uno. Una vez por cliente.`,
	}),
	(dish, cents) => ({
		title: `15% de descuento en ${dish} los martes`,
		description: `Los martes, ${dop(roundPrice(cents * 0.85))} en vez de ${dop(cents)}. Una vez por cliente.`,
	}),
	(dish, cents) => ({
		title: `${dish.charAt(0).toUpperCase()}${dish.slice(1)} a mitad de precio de 3:00 p. m. a 5:00 p. m.`,
		description: `De lunes a viernes por la tarde, ${dop(roundPrice(cents / 2))} en vez de ${dop(cents)}.`,
	}),
	(dish, cents) => ({
		title: `Combo familiar: 4 de ${dish} por ${dop(roundPrice(cents * 4 * 0.8))}`,
		description: `Cuatro por ${dop(roundPrice(cents * 4 * 0.8))} en vez de ${dop(cents * 4)}, con un refresco de 2 litros gratis.`,
	}),
];

export const HIGHLIGHT_TITLES = list(
	'Terraza con vista al mar, Música en vivo los viernes, Parqueo privado, Zona infantil, Noche de karaoke, Menú del día, Salón para eventos, Pet friendly',
);

/** Slide titles (the dish or the place, with a star rating). */
export const SLIDE_TITLES = list(
	'Nuestro plato estrella, El ambiente de la casa, Lo más pedido, Recomendación del chef, Nuestra terraza',
);
