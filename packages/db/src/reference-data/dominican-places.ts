/**
 * The Dominican Republic's first-level units (31 provinces and the Distrito Nacional) and their
 * municipalities, as the DGII's table of provinces and municipalities lists them (Tabla III of the
 * e-CF formats: one "MUNICIPIO" row per municipality, 157 in all, Baitoa and Matanzas included).
 * Municipal districts (distritos municipales) are not listed: they belong to a municipality, and
 * the best known of them are aliases of theirs (Punta Cana and Bávaro of Higüey, Cabarete of Sosúa).
 *
 * Names are proper names, the same in both languages. Slugs are derived from the names (see
 * `placeSlug`) and stored on profiles and in URLs (?province=santiago): never rename an entry's
 * name without giving it its old slug. Aliases are the other names and spellings people type
 * (Bahoruco, Montecristi, "Santiago" for Santiago de los Caballeros, SDE, Punta Cana): the server
 * reads free text with them (`matchPlace`), and the browser's pickers find an entry by them
 * (directory.places sends them; the picker shows "Higüey (Punta Cana)"). Each new one says why in a
 * comment. An alias never names another entry of its list (dominican-places.test.ts).
 */

export interface ProvinceItem {
	slug: string;
	name: string;
	aliases: readonly string[];
}

export interface MunicipalityItem {
	slug: string;
	name: string;
	provinceSlug: string;
	aliases: readonly string[];
}

/** A municipality written as its name, or its name and the other spellings that mean it. */
type MunicipalitySource = string | readonly [name: string, aliases: readonly string[]];

interface ProvinceSource {
	name: string;
	aliases?: readonly string[];
	municipalities: readonly MunicipalitySource[];
}

const SOURCE: readonly ProvinceSource[] = [
	{
		name: 'Azua',
		municipalities: [
			['Azua de Compostela', ['Azua']],
			'Estebanía',
			'Guayabal',
			'Las Charcas',
			'Las Yayas de Viajama',
			'Padre Las Casas',
			'Peralta',
			'Pueblo Viejo',
			'Sabana Yegua',
			'Tábara Arriba',
		],
	},
	{
		name: 'Baoruco',
		aliases: ['Bahoruco'],
		municipalities: [['Neiba', ['Neyba']], 'Galván', 'Los Ríos', 'Tamayo', 'Villa Jaragua'],
	},
	{
		name: 'Barahona',
		municipalities: [
			['Barahona', ['Santa Cruz de Barahona']],
			'Cabral',
			'El Peñón',
			'Enriquillo',
			'Fundación',
			'Jaquimeyes',
			'La Ciénaga',
			'Las Salinas',
			'Paraíso',
			'Polo',
			'Vicente Noble',
		],
	},
	{ name: 'Dajabón', municipalities: ['Dajabón', 'El Pino', 'Loma de Cabrera', 'Partido', 'Restauración'] },
	{
		name: 'Distrito Nacional',
		// "Distrito" and "DN": how addresses and people in the capital shorten it.
		aliases: ['DN', 'D.N.', 'Distrito', 'National District'],
		municipalities: [
			[
				'Santo Domingo de Guzmán',
				// The Distrito Nacional is this one municipality: its names find it in the municipality picker too.
				['Santo Domingo', 'Distrito Nacional', 'Distrito', 'DN', 'D.N.', 'Ciudad de Santo Domingo'],
			],
		],
	},
	{
		name: 'Duarte',
		municipalities: [
			// "San Francisco" and SFM: the city's everyday names.
			['San Francisco de Macorís', ['San Francisco', 'SFM']],
			'Arenoso',
			'Castillo',
			'Eugenio María de Hostos',
			'Las Guáranas',
			'Pimentel',
			['Villa Riva', ['Villa Rivas']],
		],
	},
	{
		name: 'El Seibo',
		aliases: ['El Seybo', 'Seibo'],
		municipalities: [['El Seibo', ['Santa Cruz del Seibo', 'El Seybo']], 'Miches'],
	},
	{
		name: 'Elías Piña',
		municipalities: [
			['Comendador', ['Elías Piña']],
			'Bánica',
			'El Llano',
			'Hondo Valle',
			'Juan Santiago',
			'Pedro Santana',
		],
	},
	{ name: 'Espaillat', municipalities: ['Moca', 'Cayetano Germosén', 'Gaspar Hernández', 'Jamao al Norte'] },
	{ name: 'Hato Mayor', municipalities: [['Hato Mayor del Rey', ['Hato Mayor']], 'El Valle', 'Sabana de la Mar'] },
	{ name: 'Hermanas Mirabal', aliases: ['Salcedo'], municipalities: ['Salcedo', 'Tenares', 'Villa Tapia'] },
	{
		name: 'Independencia',
		municipalities: ['Jimaní', 'Cristóbal', 'Duvergé', 'La Descubierta', 'Mella', 'Postrer Río'],
	},
	{
		name: 'La Altagracia',
		municipalities: [
			// Punta Cana, Bávaro and Cap Cana are in the municipal district of Verón-Punta Cana, Higüey's.
			['Higüey', ['Salvaleón de Higüey', 'Punta Cana', 'Bávaro', 'Verón', 'Verón Punta Cana', 'Cap Cana']],
			['San Rafael del Yuma', ['Bayahíbe', 'Boca de Yuma']],
		],
	},
	{ name: 'La Romana', municipalities: ['La Romana', 'Guaymate', 'Villa Hermosa'] },
	{ name: 'La Vega', municipalities: [['La Vega', ['Concepción de La Vega']], 'Constanza', 'Jarabacoa', 'Jima Abajo'] },
	{ name: 'María Trinidad Sánchez', municipalities: ['Nagua', 'Cabrera', 'El Factor', 'Río San Juan'] },
	{ name: 'Monseñor Nouel', municipalities: ['Bonao', 'Maimón', 'Piedra Blanca'] },
	{
		name: 'Monte Cristi',
		aliases: ['Montecristi'],
		municipalities: [
			['Monte Cristi', ['Montecristi', 'San Fernando de Monte Cristi']],
			'Castañuelas',
			'Guayubín',
			'Las Matas de Santa Cruz',
			['Pepillo Salcedo', ['Manzanillo']],
			'Villa Vásquez',
		],
	},
	{
		name: 'Monte Plata',
		municipalities: ['Monte Plata', 'Bayaguana', 'Peralvillo', 'Sabana Grande de Boyá', 'Yamasá'],
	},
	{ name: 'Pedernales', municipalities: ['Pedernales', 'Oviedo'] },
	{ name: 'Peravia', municipalities: ['Baní', 'Matanzas', 'Nizao'] },
	{
		name: 'Puerto Plata',
		municipalities: [
			['Puerto Plata', ['San Felipe de Puerto Plata']],
			'Altamira',
			'Guananico',
			'Imbert',
			'Los Hidalgos',
			'Luperón',
			['Sosúa', ['Cabarete']],
			'Villa Isabela',
			'Villa Montellano',
		],
	},
	{ name: 'Samaná', municipalities: [['Samaná', ['Santa Bárbara de Samaná']], 'Las Terrenas', 'Sánchez'] },
	{
		name: 'San Cristóbal',
		municipalities: [
			'San Cristóbal',
			['Bajos de Haina', ['Haina']],
			'Cambita Garabitos',
			'Los Cacaos',
			'Sabana Grande de Palenque',
			'San Gregorio de Nigua',
			'Villa Altagracia',
			'Yaguate',
		],
	},
	{
		name: 'San José de Ocoa',
		aliases: ['Ocoa'],
		municipalities: ['San José de Ocoa', 'Rancho Arriba', 'Sabana Larga'],
	},
	{
		name: 'San Juan',
		aliases: ['San Juan de la Maguana'],
		municipalities: [
			['San Juan de la Maguana', ['San Juan']],
			'Bohechío',
			'El Cercado',
			'Juan de Herrera',
			'Las Matas de Farfán',
			'Vallejuelo',
		],
	},
	{
		name: 'San Pedro de Macorís',
		// "San Pedro" and SPM: the province's and its capital's everyday names.
		aliases: ['San Pedro', 'SPM'],
		municipalities: [
			['San Pedro de Macorís', ['San Pedro', 'SPM']],
			'Consuelo',
			'Guayacanes',
			'Los Llanos',
			'Quisqueya',
			'Ramón Santana',
		],
	},
	{ name: 'Sánchez Ramírez', municipalities: ['Cotuí', 'Cevicos', 'Fantino', 'La Mata'] },
	{
		name: 'Santiago',
		municipalities: [
			['Santiago de los Caballeros', ['Santiago']],
			'Baitoa',
			'Jánico',
			'Licey al Medio',
			'Puñal',
			'Sabana Iglesia',
			'San José de las Matas',
			'Tamboril',
			['Villa Bisonó', ['Bisonó', 'Navarrete']],
			'Villa González',
		],
	},
	{
		name: 'Santiago Rodríguez',
		municipalities: [['San Ignacio de Sabaneta', ['Sabaneta']], 'Monción', 'Villa Los Almácigos'],
	},
	{
		name: 'Santo Domingo',
		municipalities: [
			// SDE, SDN and SDO: how addresses, signs and people write the three Santo Domingos.
			['Santo Domingo Este', ['SDE', 'SD Este']],
			['Santo Domingo Norte', ['Villa Mella', 'SDN', 'SD Norte']],
			['Santo Domingo Oeste', ['SDO', 'SD Oeste']],
			'Boca Chica',
			'Los Alcarrizos',
			'Pedro Brand',
			'San Antonio de Guerra',
		],
	},
	{ name: 'Valverde', municipalities: ['Mao', 'Esperanza', 'Laguna Salada'] },
];

/**
 * How a place's text compares: without accents, case, dots or extra spaces ("Higuey", "HIGÜEY"
 * and " higüey " are one place).
 */
export function placeKey(value: string): string {
	return value
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, ' ')
		.trim();
}

/** "San José de Ocoa" → "san-jose-de-ocoa". */
export function placeSlug(name: string): string {
	return placeKey(name).replaceAll(' ', '-');
}

export const PROVINCES: readonly ProvinceItem[] = SOURCE.map((province) => ({
	slug: placeSlug(province.name),
	name: province.name,
	aliases: province.aliases ?? [],
}));

export const MUNICIPALITIES: readonly MunicipalityItem[] = SOURCE.flatMap((province) =>
	province.municipalities.map((entry) => {
		const [name, aliases] = typeof entry === 'string' ? [entry, []] : entry;
		return { slug: placeSlug(name), name, provinceSlug: placeSlug(province.name), aliases };
	}),
);

/** The entry whose name or one of whose aliases reads as `text` (placeKey), or undefined. */
export function matchPlace<T extends { name: string; aliases: readonly string[] }>(
	items: readonly T[],
	text: string,
): T | undefined {
	const key = placeKey(text);
	if (!key) return undefined;
	return (
		items.find((item) => placeKey(item.name) === key) ??
		items.find((item) => item.aliases.some((alias) => placeKey(alias) === key))
	);
}
