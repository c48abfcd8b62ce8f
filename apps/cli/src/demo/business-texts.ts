import { list } from './names';

/**
 * Per business category: the word a Dominican business of that trade puts before its name, and the
 * search tags it would pick. Categories missing here fall back to GENERIC.
 */
const CATEGORY_WORDS: Record<string, string> = {
	'companies-and-services': 'Servicios Integrales; servicios, empresas, outsourcing',
	construction: 'Constructora; construcción, obras, remodelación',
	'hardware-and-building-materials': 'Ferretería; ferretería, cemento, varillas, pintura',
	'architecture-and-engineering': 'Arquitectos; planos, diseño, ingeniería',
	'real-estate': 'Inmobiliaria; apartamentos, alquiler, venta, solares',
	'home-services': 'Servicios del Hogar; plomería, electricidad, reparaciones',
	'furniture-and-home-decor': 'Mueblería; muebles, decoración, colchones',
	'appliances-and-electronics': 'Electro; electrodomésticos, televisores, neveras',
	automotive: 'Auto Centro; vehículos, mantenimiento',
	'auto-repair': 'Taller; mecánica, frenos, alineación, gomería',
	'car-dealers': 'Auto Import; carros, jeepetas, financiamiento',
	'auto-parts': 'Repuestos; piezas, baterías, aceite',
	'car-rental': 'Rent Car; alquiler de carros, aeropuerto',
	'gas-stations': 'Estación; gasolina, gasoil, GLP',
	'bars-and-nightlife': 'Drink; bar, cócteles, música en vivo, karaoke',
	'supermarkets-and-grocery-stores': 'Supermercado; colmado, víveres, delivery',
	'bakeries-and-pastry-shops': 'Repostería; bizcochos, pan, dulces',
	'food-and-beverage-distribution': 'Distribuidora; bebidas, alimentos, al por mayor',
	health: 'Centro de Salud; salud, consultas',
	'hospitals-and-clinics': 'Clínica; emergencias, consultas, laboratorio',
	pharmacies: 'Farmacia; medicamentos, delivery, recetas',
	dentists: 'Clínica Dental; odontología, ortodoncia, limpieza dental',
	'laboratories-and-diagnostics': 'Laboratorio; análisis, sonografía, rayos X',
	opticians: 'Óptica; lentes, examen de la vista',
	'mental-health-and-therapy': 'Centro de Terapias; psicología, terapia',
	beauty: 'Beauty Center; belleza, uñas, maquillaje',
	'hair-salons-and-barbershops': 'Barbería; recortes, salón, alisado',
	'spas-and-wellness': 'Spa; masajes, relajación, faciales',
	'fitness-and-gyms': 'Gym; gimnasio, entrenamiento, crossfit',
	'sports-and-recreation': 'Club Deportivo; deportes, béisbol, recreación',
	technology: 'Tech; tecnología, computadoras',
	'software-and-web-development': 'Soft; software, páginas web, aplicaciones',
	'telecommunications-and-internet': 'Telecom; internet, fibra óptica, cable',
	'phone-and-computer-repair': 'Cell Center; reparación de celulares, pantallas, laptops',
	finance: 'Financiera; préstamos, finanzas',
	'banks-and-cooperatives': 'Cooperativa; ahorros, préstamos',
	insurance: 'Seguros; seguro de vehículo, seguro de salud',
	'accounting-and-tax': 'Contadores; contabilidad, impuestos, DGII',
	'money-transfers-and-exchange': 'Remesas; envíos de dinero, cambio de divisas',
	legal: 'Bufete; abogados, divorcios, contratos',
	notaries: 'Notaría; notario, legalizaciones',
	consulting: 'Consultores; consultoría, negocios',
	'marketing-and-advertising': 'Agencia; marketing, publicidad, redes sociales',
	'printing-and-signage': 'Imprenta; impresiones, letreros, rotulación',
	'media-and-communications': 'Comunicaciones; radio, televisión, prensa',
	education: 'Centro Educativo; clases, tutorías',
	schools: 'Colegio; educación, inicial, primaria',
	'universities-and-institutes': 'Instituto; carreras, técnico, diplomados',
	'language-schools': 'Idiomas; inglés, francés, clases',
	tourism: 'Turismo; excursiones, playa',
	'hotels-and-lodging': 'Hotel; habitaciones, hospedaje, piscina',
	'travel-agencies-and-tours': 'Tours; excursiones, boletos, viajes',
	agriculture: 'Agro; agricultura, cacao, plátanos',
	'livestock-and-fishing': 'Ganadería; ganado, pesca, leche',
	'logistics-and-transportation': 'Transporte; logística, carga, camiones',
	'couriers-and-shipping': 'Courier; envíos, paquetes, Miami',
	'moving-and-storage': 'Mudanzas; mudanzas, almacenaje',
	events: 'Eventos; fiestas, sonido, montaje',
	weddings: 'Bodas; novias, decoración, banquetes',
	pets: 'Pet Shop; mascotas, alimento para perros',
	veterinarians: 'Veterinaria; veterinario, vacunas, grooming',
	'clothing-and-footwear': 'Boutique; ropa, zapatos, moda',
	'jewelry-and-watches': 'Joyería; oro, relojes, larimar',
	security: 'Seguridad; vigilancia, cámaras, guardianes',
	'cleaning-services': 'Limpieza; limpieza, fumigación',
	'manufacturing-and-industry': 'Industrias; fábrica, manufactura',
};

const GENERIC = 'Grupo; servicios, atención al cliente';

export function categoryWords(slug: string): { prefix: string; tags: readonly string[] } {
	const [prefix = 'Grupo', tags = ''] = (CATEGORY_WORDS[slug] ?? GENERIC).split('; ');
	return { prefix, tags: list(tags) };
}

/** Tags any business may add to its own. */
export const GENERIC_TAGS = list(
	'delivery, tarjetas de crédito, parqueo, garantía, a domicilio, financiamiento, precios bajos, abierto domingos, bilingüe',
);

/** Features: `highlight` (a selling point) or `attribute` (a fact about the place). */
export const HIGHLIGHT_FEATURES = list(
	'Más de 20 años de experiencia, Atención personalizada, Garantía de satisfacción, Precios al por mayor, Personal certificado, Servicio bilingüe, Entrega el mismo día, Presupuesto gratis',
);
export const ATTRIBUTE_FEATURES = list(
	'Wi-Fi gratis, Acepta tarjetas, Parqueo privado, Accesible en silla de ruedas, Aire acondicionado, Delivery, Planta eléctrica, Pago con transferencia',
);

/** About texts; {what} is the category in lower case, {city} the city, {years} a number. */
export const BUSINESS_ABOUTS = [
	'Somos una empresa de {what} en {city} con más de {years} años de experiencia. Atención personalizada y precios competitivos.',
	'Negocio familiar de {what} que sirve a {city} desde hace {years} años. Calidad, puntualidad y buen trato.',
	'En {city} somos referencia en {what}: {years} años ayudando a nuestros clientes con honestidad y garantía.',
	'Ofrecemos {what} para hogares y empresas de {city}. Visítenos o escríbanos por WhatsApp.',
] as const;

export const OWNER_DESCRIPTIONS = [
	'Fundador y gerente general.',
	'Emprendedora dominicana, al frente del negocio desde el primer día.',
	'Propietario, con formación en administración de empresas.',
	'Segunda generación de la familia en el negocio.',
] as const;
