import type { ReferenceItem } from './reference-item';

/**
 * Restaurant types (cuisine and format). Feeds the restaurant listings under /categories, the
 * restaurant-type picker on restaurant profile forms and restaurant filters in search. Slugs are
 * stable and may appear in URLs; never rename one, add a new entry instead.
 */
export const RESTAURANT_TYPES: readonly ReferenceItem[] = [
	{ slug: 'dominican-cuisine', es: 'Comida criolla', en: 'Dominican cuisine' },
	{ slug: 'fast-food', es: 'Comida rápida', en: 'Fast food' },
	{ slug: 'gourmet', es: 'Gourmet', en: 'Gourmet' },
	{ slug: 'buffet', es: 'Bufé', en: 'Buffet' },
	{ slug: 'seafood', es: 'Mariscos y pescados', en: 'Seafood' },
	{ slug: 'steakhouse', es: 'Parrillada y carnes', en: 'Steakhouse' },
	{ slug: 'vegan-and-vegetarian', es: 'Vegano y vegetariano', en: 'Vegan and vegetarian' },
	{ slug: 'healthy-food', es: 'Comida saludable', en: 'Healthy food' },
	{ slug: 'pizzeria', es: 'Pizzería', en: 'Pizzeria' },
	{ slug: 'cafe', es: 'Cafetería', en: 'Café' },
	{ slug: 'bakery', es: 'Panadería y repostería', en: 'Bakery' },
	{ slug: 'food-truck', es: 'Food truck', en: 'Food truck' },
	{ slug: 'fried-food-stand', es: 'Frituras y picaderas', en: 'Fried food stand' },
	{ slug: 'fried-and-rotisserie-chicken', es: 'Pica pollo y pollo al carbón', en: 'Fried and rotisserie chicken' },
	{ slug: 'burgers', es: 'Hamburguesas', en: 'Burgers' },
	{ slug: 'sandwiches', es: 'Sándwiches y chimichurris', en: 'Sandwiches' },
	{ slug: 'italian', es: 'Italiana', en: 'Italian' },
	{ slug: 'mexican', es: 'Mexicana', en: 'Mexican' },
	{ slug: 'chinese', es: 'China', en: 'Chinese' },
	{ slug: 'japanese-and-sushi', es: 'Japonesa y sushi', en: 'Japanese and sushi' },
	{ slug: 'latin-american', es: 'Latinoamericana', en: 'Latin American' },
	{ slug: 'spanish-and-tapas', es: 'Española y tapas', en: 'Spanish and tapas' },
	{ slug: 'international', es: 'Internacional', en: 'International' },
	{ slug: 'ice-cream-and-desserts', es: 'Heladería y postres', en: 'Ice cream and desserts' },
	{ slug: 'bar-and-grill', es: 'Bar y grill', en: 'Bar and grill' },
	{ slug: 'family-restaurant', es: 'Restaurante familiar', en: 'Family restaurant' },
];
