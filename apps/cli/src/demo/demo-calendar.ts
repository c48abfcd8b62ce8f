import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { IMAGE_WIDTHS } from '@edge/api/image-rules';
import { santoDomingoLocalToUtc, utcToSantoDomingoLocal } from '@edge/api/schemas';
import type { Db } from '@edge/db';
import { curatedOwner, generatedOwners } from './demo-owners';
import { ensureDemoOwnerPlan } from './demo-plans';
import { createRandom, mixSeed } from './random';

export interface DemoCalendarSummary {
	events: number;
	interests: number;
}

/** Who posts: the demo business (negocio@), the demo restaurant (restaurante@), or a generated owner. */
type PosterSlot = 'negocio' | 'restaurante' | 'business' | 'restaurant';

interface DemoEvent {
	by: PosterSlot;
	title: string;
	location: string;
	description: string;
	link: string;
	/** A yearly event's Santo Domingo month and day ('MM-DD'), or a one-off's days from today. */
	when: { yearly: string } | { inDays: number };
	/** Santo Domingo start time ('HH:mm') and length in hours. */
	time: string;
	hours: number;
	/** The poster's two colours. */
	colors: readonly [string, string];
}

/** Dominican festivals, tastings, fairs and workshops; the yearly ones on their usual dates. */
const EVENTS: readonly DemoEvent[] = [
	{
		by: 'business',
		title: 'Desfile del Carnaval Vegano',
		location: 'Calle Padre Adolfo, La Vega',
		description:
			'Los diablos cojuelos salen a las calles de La Vega como cada domingo de febrero. Traigan agua, protector solar y ganas de bailar; habrá puestos de comida típica en el parque.',
		link: 'https://carnavalvegano.example.do',
		when: { yearly: '02-22' },
		time: '14:00',
		hours: 6,
		colors: ['#f72585', '#7209b7'],
	},
	{
		by: 'restaurante',
		title: 'Feria gastronómica del 27 de Febrero',
		location: 'Calle El Conde 105, Zona Colonial, Santo Domingo',
		description:
			'Celebramos la Independencia con un menú de platos de cada provincia: chenchén de Azua, chivo de Montecristi, casabe de Monte Plata y dulce de leche de Baní.',
		link: 'https://sabordonjulio.example.do/27-de-febrero',
		when: { yearly: '02-27' },
		time: '12:00',
		hours: 10,
		colors: ['#1d3557', '#e63946'],
	},
	{
		by: 'business',
		title: 'Festival del Chivo Liniero',
		location: 'Parque Central, San Fernando de Montecristi',
		description:
			'Concurso de chivo guisado, picado y asado entre los restaurantes de la Línea Noroeste. Música típica en vivo y premios para el mejor sazón.',
		link: 'https://chivoliniero.example.do',
		when: { yearly: '04-18' },
		time: '10:00',
		hours: 9,
		colors: ['#bc6c25', '#283618'],
	},
	{
		by: 'business',
		title: 'Festival del Cacao',
		location: 'Plaza de la Cultura, San Francisco de Macorís',
		description:
			'Productores del Cibao muestran su cacao fino de aroma: catas de chocolate, talleres de tostado y visitas a fincas cercanas. Entrada libre.',
		link: 'https://festivaldelcacao.example.do',
		when: { yearly: '05-16' },
		time: '09:00',
		hours: 8,
		colors: ['#6f1d1b', '#bb9457'],
	},
	{
		by: 'business',
		title: 'Expo Mango Banilejo',
		location: 'Polideportivo, Baní',
		description:
			'Más de 30 variedades de mango de Baní, jugos, dulces y concursos. Los productores venden por caja directamente al público.',
		link: 'https://expomango.example.do',
		when: { yearly: '06-20' },
		time: '09:00',
		hours: 9,
		colors: ['#ffb703', '#fb8500'],
	},
	{
		by: 'negocio',
		title: 'Festival del Merengue de Santiago',
		location: 'Monumento de Santiago de los Caballeros',
		description:
			'Tres noches de orquestas de merengue típico y de orquesta frente al Monumento. Nosotros ponemos la tarima; ustedes, el baile.',
		link: 'https://merenguesantiago.example.do',
		when: { yearly: '07-24' },
		time: '18:00',
		hours: 6,
		colors: ['#023e8a', '#00b4d8'],
	},
	{
		by: 'restaurante',
		title: 'Aniversario de Sabor Criollo Don Julio',
		location: 'Calle El Conde 105, Zona Colonial, Santo Domingo',
		description:
			'Cumplimos un año más y lo celebramos con nuestros clientes: sancocho para todos, música de perico ripiao y postre por la casa.',
		link: 'https://sabordonjulio.example.do/aniversario',
		when: { yearly: '09-12' },
		time: '12:00',
		hours: 5,
		colors: ['#9d0208', '#ffba08'],
	},
	{
		by: 'restaurant',
		title: 'Cena criolla de Nochebuena',
		location: 'Avenida Independencia, Gazcue, Santo Domingo',
		description:
			'Puerco asado, moro de guandules, ensalada rusa, pasteles en hoja y telera. Reserven su mesa familiar; también preparamos pedidos para llevar.',
		link: 'https://nochebuena.example.do',
		when: { yearly: '12-24' },
		time: '19:00',
		hours: 4,
		colors: ['#2d6a4f', '#d00000'],
	},
	{
		by: 'business',
		title: 'Avistamiento de ballenas jorobadas',
		location: 'Muelle de Santa Bárbara de Samaná',
		description:
			'Abrimos la temporada de ballenas con salidas guiadas a la bahía de Samaná. Cupos limitados por lancha; chaleco y merienda incluidos.',
		link: 'https://ballenassamana.example.do',
		when: { yearly: '01-17' },
		time: '08:00',
		hours: 5,
		colors: ['#03045e', '#48cae4'],
	},
	{
		by: 'restaurante',
		title: 'Cata de rones dominicanos',
		location: 'Calle El Conde 105, Zona Colonial, Santo Domingo',
		description:
			'Seis rones añejos dominicanos, maridados con picaderas de la casa. Guía: un maestro ronero de San Pedro de Macorís. Cupo para 24 personas.',
		link: 'https://sabordonjulio.example.do/cata-de-rones',
		when: { inDays: 9 },
		time: '19:00',
		hours: 3,
		colors: ['#7f4f24', '#ddb892'],
	},
	{
		by: 'negocio',
		title: 'Taller de pintura para el hogar',
		location: 'Ferretería Guzmán e Hijos, Santiago',
		description:
			'Cómo preparar paredes, elegir pintura para exteriores y evitar la humedad. Taller gratuito con muestras para llevar; traigan sus preguntas.',
		link: 'https://ferreteriaguzman.example.do/talleres',
		when: { inDays: 12 },
		time: '10:00',
		hours: 2,
		colors: ['#4361ee', '#4cc9f0'],
	},
	{
		by: 'restaurant',
		title: 'Noche de bachata en vivo',
		location: 'Malecón de Puerto Plata',
		description: 'Grupo de bachata en vivo, cocina abierta hasta la medianoche y mesas en la terraza frente al mar.',
		link: 'https://bachataenvivo.example.do',
		when: { inDays: 16 },
		time: '20:00',
		hours: 4,
		colors: ['#c9184a', '#ff758f'],
	},
	{
		by: 'business',
		title: 'Feria de emprendedores del Cibao',
		location: 'Parque Central, Moca',
		description:
			'Treinta mesas de negocios de la zona: artesanía, dulces, ropa y servicios. La inscripción es gratis para negocios registrados en Edge.',
		link: 'https://feriaemprendedores.example.do',
		when: { inDays: 20 },
		time: '09:00',
		hours: 9,
		colors: ['#2a9d8f', '#e9c46a'],
	},
	{
		by: 'negocio',
		title: 'Taller de plomería básica',
		location: 'Ferretería Guzmán e Hijos, Santiago',
		description:
			'Cambiar una llave, destapar un desagüe y reparar una fuga sin llamar al plomero. Materiales incluidos; cupo para 15 personas.',
		link: 'https://ferreteriaguzman.example.do/plomeria',
		when: { inDays: 33 },
		time: '09:00',
		hours: 3,
		colors: ['#0077b6', '#90e0ef'],
	},
	{
		by: 'business',
		title: 'Cata de café de Jarabacoa',
		location: 'Finca Los Pinos, Jarabacoa',
		description:
			'Recorrido por la finca, del grano a la taza: recolección, secado, tueste y cata de cuatro cafés de altura de la cordillera Central.',
		link: 'https://cafejarabacoa.example.do',
		when: { inDays: 40 },
		time: '08:30',
		hours: 4,
		colors: ['#582f0e', '#a68a64'],
	},
	{
		by: 'restaurant',
		title: 'Brunch de mariscos de Samaná',
		location: 'Las Terrenas, Samaná',
		description:
			'Langosta, lambí, pescado con coco y tostones. Música suave y jugos naturales. Reserven con anticipación.',
		link: 'https://brunchsamana.example.do',
		when: { inDays: 47 },
		time: '10:30',
		hours: 4,
		colors: ['#0096c7', '#f4a261'],
	},
	{
		by: 'negocio',
		title: 'Feria de la construcción',
		location: 'Centro de Convenciones, Santiago',
		description:
			'Proveedores de cemento, varilla, bloques y acabados con precios de feria para maestros constructores y ferreterías. Dos días de charlas técnicas.',
		link: 'https://feriaconstruccion.example.do',
		when: { inDays: 60 },
		time: '09:00',
		hours: 33,
		colors: ['#495057', '#f77f00'],
	},
	{
		by: 'restaurante',
		title: 'Clase de cocina: mofongo y sancocho',
		location: 'Calle El Conde 105, Zona Colonial, Santo Domingo',
		description:
			'Nuestra cocinera les enseña a pilar un buen mofongo y a hacer el sancocho de siete carnes. Al final, todos comemos lo que cocinamos.',
		link: 'https://sabordonjulio.example.do/clases',
		when: { inDays: 75 },
		time: '15:00',
		hours: 3,
		colors: ['#606c38', '#dda15e'],
	},
	{
		by: 'business',
		title: 'Mercado de productores de Constanza',
		location: 'Plaza Juan Barón, Santo Domingo',
		description:
			'Fresas, ajo, papas, flores y hortalizas de Constanza directo del productor. Traigan sus fundas reutilizables.',
		link: 'https://mercadoconstanza.example.do',
		when: { inDays: 90 },
		time: '07:00',
		hours: 6,
		colors: ['#38b000', '#ff4d6d'],
	},
	{
		by: 'business',
		title: 'Torneo de dominó de colmados',
		location: 'Club Deportivo Los Mina, Santo Domingo Este',
		description:
			'Parejas de colmados y negocios del barrio compiten por el trofeo del año. Inscripción por pareja; habrá picadera y música.',
		link: 'https://torneodomino.example.do',
		when: { inDays: 110 },
		time: '16:00',
		hours: 6,
		colors: ['#111111', '#f8f9fa'],
	},
	{
		by: 'restaurant',
		title: 'Festival de la empanada',
		location: 'Parque Duarte, San Cristóbal',
		description:
			'Empanadas de yuca, catibías, pastelitos y quipes de los mejores puestos de la región. Voten por su favorita.',
		link: 'https://festivalempanada.example.do',
		when: { inDays: 130 },
		time: '11:00',
		hours: 8,
		colors: ['#e76f51', '#f4a261'],
	},
	{
		by: 'business',
		title: 'Taller de facturación electrónica',
		location: 'Cámara de Comercio, Santo Domingo',
		description:
			'Qué pide la DGII, cómo elegir un sistema y cómo emitir sus primeros comprobantes electrónicos. Para dueños de pequeños negocios y sus contables.',
		link: 'https://facturacion.example.do',
		when: { inDays: 150 },
		time: '09:00',
		hours: 4,
		colors: ['#3a0ca3', '#4895ef'],
	},
	{
		by: 'restaurante',
		title: 'Noche de jazz en la Zona Colonial',
		location: 'Patio de Sabor Criollo Don Julio, Zona Colonial',
		description:
			'Cuarteto de jazz dominicano en el patio, con menú de tapas criollas y cócteles de ron. Entrada libre con consumo.',
		link: 'https://sabordonjulio.example.do/jazz',
		when: { inDays: 185 },
		time: '20:00',
		hours: 3,
		colors: ['#240046', '#ff9e00'],
	},
	{
		by: 'business',
		title: 'Feria de artesanía y cerámica',
		location: 'Plaza de la Cultura, Santo Domingo',
		description:
			'Artesanos de todo el país: cerámica, larimar, ámbar, muñecas sin rostro y tallas en madera. Demostraciones en vivo cada hora.',
		link: 'https://feriaartesania.example.do',
		when: { inDays: 220 },
		time: '10:00',
		hours: 8,
		colors: ['#8338ec', '#3a86ff'],
	},
	{
		by: 'negocio',
		title: 'Expo Hogar y Jardín',
		location: 'Ferretería Guzmán e Hijos, Santiago',
		description:
			'Todo para el patio y el jardín: herramientas, riego, plantas y muebles de exterior, con descuentos durante el fin de semana.',
		link: 'https://ferreteriaguzman.example.do/expo',
		when: { inDays: 260 },
		time: '08:00',
		hours: 10,
		colors: ['#2b9348', '#aacc00'],
	},
	{
		by: 'restaurant',
		title: 'Ruta gastronómica de Puerto Plata',
		location: 'Calle Duarte, Puerto Plata',
		description:
			'Un recorrido a pie por cinco restaurantes del centro histórico, con un plato y una bebida en cada parada. Grupos de 12 personas.',
		link: 'https://rutapuertoplata.example.do',
		when: { inDays: 300 },
		time: '17:00',
		hours: 4,
		colors: ['#ef476f', '#06d6a0'],
	},
	{
		by: 'restaurant',
		title: 'Cata de cervezas artesanales',
		location: 'Avenida Gustavo Mejía Ricart, Piantini, Santo Domingo',
		description: 'Seis cervecerías artesanales dominicanas presentan sus cervezas con maridajes de picaderas.',
		link: 'https://catacervezas.example.do',
		when: { inDays: 340 },
		time: '18:00',
		hours: 3,
		colors: ['#e09f3e', '#540b0e'],
	},
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The first start of a demo event: a one-off `inDays` from today; a yearly one on its date in the
 * year that puts the next occurrence within the coming twelve months (this year's if still ahead).
 */
function firstStart(event: DemoEvent, now: Date): number {
	const today = utcToSantoDomingoLocal(now).slice(0, 10);
	if ('inDays' in event.when) {
		const day = new Date(Date.parse(`${today}T12:00:00Z`) + event.when.inDays * DAY_MS).toISOString().slice(0, 10);
		return Date.parse(santoDomingoLocalToUtc(`${day}T${event.time}`));
	}
	const year = Number(today.slice(0, 4));
	const thisYear = Date.parse(santoDomingoLocalToUtc(`${year}-${event.when.yearly}T${event.time}`));
	return thisYear + event.hours * HOUR_MS > now.getTime()
		? thisYear
		: Date.parse(santoDomingoLocalToUtc(`${year + 1}-${event.when.yearly}T${event.time}`));
}

/** A 16:9 poster: the event's two colours, a few seeded circles and its title. */
function posterSvg(event: DemoEvent, seed: number): string {
	const random = createRandom(seed);
	const [from, to] = event.colors;
	const circles = Array.from({ length: 7 }, () => {
		const r = random.int(60, 260);
		return `<circle cx="${random.int(0, 1600)}" cy="${random.int(0, 900)}" r="${r}" fill="#ffffff" fill-opacity="${(random.int(6, 18) / 100).toFixed(2)}"/>`;
	}).join('');
	const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
	const words = event.title.split(' ');
	const lines: string[] = [];
	for (const word of words) {
		const last = lines.at(-1);
		if (last !== undefined && `${last} ${word}`.length <= 22) lines[lines.length - 1] = `${last} ${word}`;
		else lines.push(word);
	}
	const text = lines
		.map(
			(line, index) =>
				`<text x="110" y="${560 - (lines.length - 1 - index) * 110}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="96" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
		)
		.join('');
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>${circles}
<rect x="110" y="640" width="220" height="14" rx="7" fill="#ffffff" fill-opacity="0.85"/>${text}</svg>`;
}

interface PosterJob {
	folder: string;
	svg: string;
}

/**
 * Renders the posters with sharp, as the upload route stores pictures: each width as WebP and PNG
 * (image-rules.ts names). The seed runs synchronously and sharp does not, so a child Node process
 * renders them and this one waits for it.
 */
function renderPosters(jobs: readonly PosterJob[]): void {
	if (jobs.length === 0) return;
	const sharpPath = createRequire(import.meta.url).resolve('sharp');
	const script = `
const sharp = require(${JSON.stringify(sharpPath)});
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');
let input = '';
process.stdin.on('data', (chunk) => { input += chunk; });
// All files at once: sharp works on its own thread pool. Light PNG compression: these are demo
// files, and the default level made posters most of the seed's time.
process.stdin.on('end', async () => {
	await Promise.all(JSON.parse(input).map(async (job) => {
		mkdirSync(job.folder, { recursive: true });
		const png = await sharp(Buffer.from(job.svg)).png({ compressionLevel: 1 }).toBuffer();
		await Promise.all(${JSON.stringify(IMAGE_WIDTHS)}.flatMap((width) => [
			sharp(png).resize({ width }).webp({ quality: 80 }).toFile(join(job.folder, width + '.webp')),
			sharp(png).resize({ width }).png({ compressionLevel: 3 }).toFile(join(job.folder, width + '.png')),
		]));
	}));
});`;
	execFileSync(process.execPath, ['-e', script], {
		input: JSON.stringify(jobs),
		stdio: ['pipe', 'inherit', 'inherit'],
	});
}

/** Bytes of all the files in an upload's folder (uploads.bytes). */
function folderBytes(folder: string): number {
	if (!existsSync(folder)) return 0;
	return readdirSync(folder).reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
}

/** The uploads folder beside the database file (DATA_DIR/uploads, as the server reads it). */
function uploadsDirOf(db: Db): string | null {
	const file = db.$client.name;
	return file && file !== ':memory:' ? join(dirname(file), 'uploads') : null;
}

/**
 * Fills the Edge Calendar with the demo events above, over the next twelve months, by the demo
 * business and restaurant accounts and generated owners, each with a poster, and marks them
 * "interested" by other demo accounts. Additive and idempotent like the directory and the wall: an
 * event is known by its owner and title, a mark by its key; only what is missing is added, and the
 * counts are recomputed from the marks. The same seed picks the same owners and fans.
 */
export function seedDemoCalendar(db: Db, options: { seed: number; now: Date }): DemoCalendarSummary {
	const sqlite = db.$client;
	const summary: DemoCalendarSummary = { events: 0, interests: 0 };
	const curated = {
		negocio: curatedOwner(db, 'negocio@demo.edge.do', 'business'),
		restaurante: curatedOwner(db, 'restaurante@demo.edge.do', 'restaurant'),
	};
	const generated = generatedOwners(db);
	const fans = (
		sqlite.prepare(`select id from users where email like '%@demo.edge.do' order by email limit 300`).all() as {
			id: string;
		}[]
	).map((row) => row.id);
	const uploadsDir = uploadsDirOf(db);
	if (!curated.negocio && !curated.restaurante && generated.length === 0) return summary;

	const findEvent = sqlite.prepare('select id from events where owner_id = ? and title = ?');
	const insertUpload = sqlite.prepare(
		`insert or ignore into uploads (id, owner_id, profile_id, format, width, height, bytes, created_at)
		values (?, ?, null, 'png', 1600, 900, ?, ?)`,
	);
	const insertEvent = sqlite.prepare(
		`insert into events (owner_id, profile_id, title, location, starts_at, ends_at, link, description, image_id,
			repeats_yearly, interested_count, created_at, updated_at)
		values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
	);
	const insertInterest = sqlite.prepare(
		'insert or ignore into event_interests (event_id, user_id, created_at) values (?, ?, ?)',
	);
	const recount = sqlite.prepare(
		'update events set interested_count = (select count(*) from event_interests i where i.event_id = events.id) where id = ?',
	);

	const now = options.now.getTime();
	// Who posts each event, and whether it is there already; the same seed picks the same owners.
	const planned = EVENTS.map((event, index) => {
		const random = createRandom(mixSeed(options.seed, 9_000_000 + index));
		const slot = event.by;
		const ofKind = generated.filter((owner) => owner.kind === slot);
		const owner =
			slot === 'negocio' || slot === 'restaurante'
				? curated[slot]
				: ofKind.length > 0
					? random.pick(ofKind)
					: curated[slot === 'business' ? 'negocio' : 'restaurante'];
		const existing = owner && (findEvent.get(owner.userId, event.title) as { id: number } | undefined);
		return { event, index, random, owner, existingId: existing ? existing.id : undefined };
	});
	const imageIdOf = (index: number) => `demo-event-${options.seed}-${index}`;

	// The posters' files first: an upload row always has its files (upload.service.ts).
	if (uploadsDir) {
		const missing = planned.filter(
			(plan) =>
				plan.owner && plan.existingId === undefined && !existsSync(join(uploadsDir, imageIdOf(plan.index), '1600.png')),
		);
		mkdirSync(uploadsDir, { recursive: true });
		renderPosters(
			missing.map((plan) => ({
				folder: join(uploadsDir, imageIdOf(plan.index)),
				svg: posterSvg(plan.event, mixSeed(options.seed, plan.index)),
			})),
		);
	}

	sqlite
		.transaction(() => {
			for (const owner of [curated.negocio, curated.restaurante])
				if (owner) ensureDemoOwnerPlan(db, owner, options.now);
			for (const { event, index, random, owner, existingId } of planned) {
				if (!owner) continue;
				let eventId = existingId;
				if (eventId === undefined) {
					const imageId = imageIdOf(index);
					insertUpload.run(imageId, owner.userId, uploadsDir ? folderBytes(join(uploadsDir, imageId)) : 0, now);
					const startsAt = firstStart(event, options.now);
					eventId = Number(
						insertEvent.run(
							owner.userId,
							owner.profileId,
							event.title,
							event.location,
							startsAt,
							startsAt + event.hours * HOUR_MS,
							event.link,
							event.description,
							imageId,
							'yearly' in event.when ? 1 : 0,
							now,
							now,
						).lastInsertRowid,
					);
					summary.events += 1;
				}
				const others = fans.filter((id) => id !== owner.userId);
				for (const fan of random.sample(others, random.int(0, Math.min(40, others.length)))) {
					summary.interests += insertInterest.run(eventId, fan, now - random.int(1, 20 * 24) * HOUR_MS).changes;
				}
				recount.run(eventId);
			}
		})
		.immediate();
	return summary;
}
