import type { Db } from '@edge/db';
import { curatedOwner, type DemoOwner, generatedOwners } from './demo-owners';
import { ensureDemoOwnerPlan } from './demo-plans';
import { createRandom, mixSeed, type Random } from './random';

export interface DemoWallSummary {
	posts: number;
	comments: number;
	reactions: number;
}

/**
 * Who writes a demo post: the demo business (negocio@, Ferretería Guzmán e Hijos), the demo
 * restaurant (restaurante@, Sabor Criollo Don Julio), or a generated business or restaurant owner.
 */
type AuthorSlot = 'negocio' | 'restaurante' | 'business' | 'restaurant';

interface DemoPost {
	by: AuthorSlot;
	title: string;
	content: string;
	/** Comments written for this post, by other owners. */
	comments: readonly string[];
}

/** Each post's text and the comments it gets; plain text with the odd link, as people write. */
const POSTS: readonly DemoPost[] = [
	{
		by: 'negocio',
		title: 'Llegó el cemento a precio de fábrica',
		content:
			'Esta semana recibimos un furgón de cemento gris. Para colegas constructores y ferreterías del Cibao tenemos precio especial por paletas. Escríbannos por aquí o pasen por la Estrella Sadhalá.',
		comments: ['¿Hacen entrega en Moca?', 'Buen precio, el lunes paso por dos paletas.'],
	},
	{
		by: 'restaurante',
		title: 'Sancocho de siete carnes este domingo',
		content:
			'Como cada domingo, desde las 12:00 p. m. tenemos sancocho de siete carnes con arroz blanco y aguacate. Si vienen en grupo de más de 8, avísennos el sábado para reservarles la mesa del patio.',
		comments: ['¡Ese sancocho es el mejor de la Zona Colonial!', 'Vamos 10 de la oficina, ¿todavía hay espacio?'],
	},
	{
		by: 'negocio',
		title: 'Buscamos proveedor de tubería PVC',
		content:
			'Estamos ampliando la línea de plomería y buscamos un distribuidor de tubería PVC y accesorios con entrega semanal en Santiago. Si trabajan con eso, déjennos un comentario y los contactamos.',
		comments: ['Nosotros distribuimos en todo el Cibao, le escribo por el chat.'],
	},
	{
		by: 'restaurante',
		title: 'Cocina abierta hasta las 2:00 a. m. los viernes',
		content:
			'A partir de este viernes la cocina se queda abierta hasta las dos de la madrugada los viernes y sábados. Mofongo, chicharrón y picadera para los que salen tarde del trabajo.',
		comments: ['Por fin un sitio para comer después del turno.'],
	},
	{
		by: 'business',
		title: 'Feria de emprendedores en el parque',
		content:
			'El último sábado del mes organizamos una feria de emprendedores en el parque central. Hay espacio para 30 mesas; la inscripción es gratis para negocios de la zona. Más información en https://edge.do',
		comments: ['¿Hasta cuándo hay inscripción?', 'Contamos con una mesa, llevamos muestras.'],
	},
	{
		by: 'business',
		title: 'Consejo: facturación electrónica',
		content:
			'Para los que todavía no han pasado a la facturación electrónica: nosotros lo hicimos el mes pasado y fue más fácil de lo que pensábamos. Si tienen preguntas sobre el proceso con la DGII, pregunten aquí.',
		comments: ['¿Qué sistema usaron?', 'Nos falta dar el paso, gracias por compartir.'],
	},
	{
		by: 'restaurant',
		title: 'Nuevo menú del día a DOP$ 250.00',
		content:
			'Desde el lunes el menú del día incluye arroz, habichuelas, carne guisada o pollo, ensalada y jugo natural por DOP$ 250.00. Servimos de 11:30 a. m. a 3:00 p. m.',
		comments: ['Muy buen precio para la zona.'],
	},
	{
		by: 'negocio',
		title: 'Horario especial en Semana Santa',
		content:
			'Jueves y Viernes Santo estaremos cerrados. El sábado abrimos de 8:00 a. m. a 1:00 p. m. Hagan sus pedidos con tiempo para que no les falte material en la obra.',
		comments: [],
	},
	{
		by: 'business',
		title: 'Se buscan técnicos de refrigeración',
		content:
			'Necesitamos dos técnicos de refrigeración con experiencia en equipos comerciales para contratos con colmados y restaurantes. Si conocen a alguien, compartan esta publicación.',
		comments: ['Conozco a uno muy bueno en Los Alcarrizos, le paso el dato.'],
	},
	{
		by: 'restaurante',
		title: 'Gracias por las 500 reseñas',
		content:
			'Llegamos a 500 reseñas en Edge. Gracias a cada cliente que se tomó el tiempo de escribirnos. Este mes el postre va por la casa si nos enseñan esta publicación.',
		comments: ['¡Felicidades, Don Julio!', 'Se lo merecen, la atención es de primera.'],
	},
	{
		by: 'restaurant',
		title: 'Buscamos cocinero de línea',
		content:
			'Buscamos cocinero o cocinera de línea con experiencia en comida criolla para el turno de la tarde. Escríbannos por el chat de Edge con su experiencia.',
		comments: [],
	},
	{
		by: 'business',
		title: 'Descuento para negocios de Edge',
		content:
			'Durante este mes, todo negocio registrado en Edge tiene un 10 % de descuento en impresión de volantes y tarjetas de presentación. Solo mencionen que nos vieron en el muro.',
		comments: ['Me interesa para las tarjetas del colmado.', '¿El descuento aplica a letreros?'],
	},
	{
		by: 'negocio',
		title: 'Taller gratis de pintura para el hogar',
		content:
			'El sábado a las 10:00 a. m. damos un taller gratis sobre cómo preparar paredes y escoger pintura para exteriores. Cupo para 20 personas; traigan sus preguntas.',
		comments: ['Ahí estaré con mi esposa.', '¿Lo van a repetir en otro horario?'],
	},
	{
		by: 'business',
		title: '¿Alguien recomienda un contador?',
		content:
			'Somos un negocio pequeño en Santo Domingo Este y buscamos un contador que lleve impuestos y nómina. Agradecemos recomendaciones de otros dueños.',
		comments: ['Nosotros trabajamos con una contadora independiente en Edge, muy seria.'],
	},
	{
		by: 'restaurant',
		title: 'Noche de merengue en vivo',
		content:
			'Este sábado tenemos merengue en vivo desde las 8:00 p. m. Reserven por teléfono o pasen temprano. No hay cover para quienes cenen con nosotros.',
		comments: ['¡Qué bueno! Allá nos vemos.'],
	},
	{
		by: 'business',
		title: 'Nuevos uniformes escolares disponibles',
		content:
			'Ya tenemos uniformes escolares de todas las tallas para el nuevo año escolar. Colegios y negocios que quieran pedidos al por mayor, escríbannos.',
		comments: [],
	},
	{
		by: 'negocio',
		title: 'Entregas gratis en Santiago',
		content:
			'Desde este mes las entregas dentro de Santiago son gratis en compras de más de DOP$ 5,000.00. Para el resto del Cibao seguimos con tarifa fija.',
		comments: ['Excelente para los que estamos remodelando.'],
	},
	{
		by: 'restaurante',
		title: 'Probamos un mofongo de yuca',
		content:
			'Estamos probando un mofongo de yuca con camarones al ajillo. Queremos saber qué opinan antes de ponerlo en el menú fijo: este fin de semana lo ofrecemos a mitad de precio.',
		comments: ['Lo probé ayer, ¡tiene que quedarse!', 'Un poco salado para mi gusto, pero muy rico.'],
	},
	{
		by: 'business',
		title: 'Alianza entre colmados del barrio',
		content:
			'Varios colmados de Villa Consuelo nos estamos organizando para comprar juntos a los distribuidores y conseguir mejores precios. Si tienen un colmado en la zona, únanse.',
		comments: ['Contamos con el Colmado La Bendición.', 'Buena idea, así competimos con los supermercados.'],
	},
	{
		by: 'business',
		title: 'Abrimos nueva sucursal en Punta Cana',
		content:
			'Después de cinco años en La Romana, abrimos nuestra segunda tienda en Bávaro. Los esperamos en la inauguración el próximo viernes a las 5:00 p. m.',
		comments: ['¡Mucho éxito en la nueva etapa!'],
	},
	{
		by: 'restaurant',
		title: 'Pedidos para cumpleaños y empresas',
		content:
			'Preparamos bandejas de picadera, locrio y postres para cumpleaños y actividades de empresa. Pidan con 48 horas de anticipación.',
		comments: ['Les escribo para el almuerzo de fin de año de la oficina.'],
	},
	{
		by: 'negocio',
		title: '¿Qué herramientas quieren que traigamos?',
		content:
			'Estamos armando el pedido del próximo trimestre. ¿Qué herramientas o marcas les gustaría encontrar en la ferretería? Leemos todos los comentarios.',
		comments: ['Taladros inalámbricos de buena marca, por favor.', 'Más variedad en cerraduras digitales.'],
	},
	{
		by: 'business',
		title: 'Cómo cuidamos la luz en temporada de apagones',
		content:
			'Les compartimos lo que nos funcionó: inversor con baterías de litio y bombillos LED en todo el local. La factura bajó y no perdemos ventas cuando se va la luz.',
		comments: ['¿Cuánto les costó el inversor?', 'Nosotros pusimos paneles solares, también recomendado.'],
	},
	{
		by: 'restaurante',
		title: 'Jugos naturales del día',
		content:
			'Hoy tenemos jugo de chinola, tamarindo y morir soñando. Con cualquier almuerzo el jugo grande va por DOP$ 50.00 más.',
		comments: [],
	},
	{
		by: 'business',
		title: 'Curso de atención al cliente para empleados',
		content:
			'Ofrecemos un curso corto de atención al cliente para el personal de tiendas y restaurantes: dos sábados por la mañana, con certificado. Cupos limitados.',
		comments: ['Me interesa para mis dos cajeras.'],
	},
	{
		by: 'restaurant',
		title: 'Llegaron los mariscos frescos',
		content:
			'Esta mañana llegaron langosta, lambí y pescado de Samaná. Hasta agotar existencia: pescado frito con tostones y ensalada.',
		comments: ['¿Tienen para llevar?'],
	},
	{
		by: 'negocio',
		title: 'Gracias a los maestros constructores',
		content:
			'Un saludo a todos los maestros constructores que nos compran desde hace años. Este viernes tenemos café y pastelitos en la tienda para ustedes desde las 7:00 a. m.',
		comments: ['Ahí estaremos, Don Rafael.'],
	},
	{
		by: 'business',
		title: 'Vendemos vitrinas refrigeradas usadas',
		content:
			'Renovamos el equipo y vendemos dos vitrinas refrigeradas en buen estado. Ideales para colmados, cafeterías o reposterías. Pueden verlas en la tienda.',
		comments: ['¿Qué medidas tienen?'],
	},
	{
		by: 'restaurante',
		title: 'Cerramos el lunes por fumigación',
		content:
			'El lunes estaremos cerrados por fumigación y mantenimiento de la cocina. El martes volvemos con el horario de siempre. Disculpen las molestias.',
		comments: [],
	},
	{
		by: 'business',
		title: 'Bienvenidos los nuevos negocios del muro',
		content:
			'Vemos muchos negocios nuevos en Edge este mes. Bienvenidos: este muro sirve para compartir ofertas, buscar proveedores y ayudarnos entre nosotros.',
		comments: ['¡Gracias por la bienvenida!', 'Qué bueno tener un espacio así entre negocios.'],
	},
];

/** Short comments any owner may leave under any post, added at random beside the post's own. */
const GENERIC_COMMENTS: readonly string[] = [
	'¡Excelente iniciativa!',
	'Gracias por compartir.',
	'Muy buena información.',
	'¡Éxitos!',
	'Cuenten con nosotros.',
	'Le paso el dato a un amigo que le interesa.',
	'¿Dónde están ubicados exactamente?',
];

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

function authorFor(
	slot: AuthorSlot,
	random: Random,
	curated: Record<'negocio' | 'restaurante', DemoOwner | undefined>,
	generated: DemoOwner[],
) {
	if (slot === 'negocio' || slot === 'restaurante') return curated[slot];
	const ofKind = generated.filter((owner) => owner.kind === slot);
	return ofKind.length > 0 ? random.pick(ofKind) : curated[slot === 'business' ? 'negocio' : 'restaurante'];
}

/**
 * Fills the business wall with the demo posts above, by the demo business and restaurant accounts
 * and generated owners, with comments and reactions from other owners. Additive and idempotent: a
 * post is known by its author and title, a comment by its post, author and text, a reaction by its
 * key; only what is missing is added, and the counts are recomputed from the rows. The same seed
 * picks the same authors and times whichever run adds them.
 */
export function seedDemoWall(db: Db, options: { seed: number; now: Date }): DemoWallSummary {
	const sqlite = db.$client;
	const summary: DemoWallSummary = { posts: 0, comments: 0, reactions: 0 };
	const curated = {
		negocio: curatedOwner(db, 'negocio@demo.edge.do', 'business'),
		restaurante: curatedOwner(db, 'restaurante@demo.edge.do', 'restaurant'),
	};
	const generated = generatedOwners(db);
	const everyone = [curated.negocio, curated.restaurante, ...generated].filter((owner): owner is DemoOwner => !!owner);
	if (everyone.length === 0) return summary;

	const findPost = sqlite.prepare('select id from wall_posts where author_id = ? and title = ?');
	const insertPost = sqlite.prepare(
		`insert into wall_posts (author_id, profile_id, title, content, image_id, created_at) values (?, ?, ?, ?, null, ?)`,
	);
	const findComment = sqlite.prepare('select 1 from wall_comments where post_id = ? and author_id = ? and body = ?');
	const insertComment = sqlite.prepare(
		'insert into wall_comments (post_id, author_id, profile_id, body, created_at) values (?, ?, ?, ?, ?)',
	);
	const insertReaction = sqlite.prepare(
		'insert or ignore into wall_reactions (post_id, user_id, reaction, created_at) values (?, ?, ?, ?)',
	);
	const recount = sqlite.prepare(
		`update wall_posts set
			like_count = (select count(*) from wall_reactions r where r.post_id = wall_posts.id and r.reaction = 'like'),
			dislike_count = (select count(*) from wall_reactions r where r.post_id = wall_posts.id and r.reaction = 'dislike'),
			comment_count = (select count(*) from wall_comments c where c.post_id = wall_posts.id)
		where id = ?`,
	);

	const now = options.now.getTime();
	sqlite
		.transaction(() => {
			for (const owner of [curated.negocio, curated.restaurante])
				if (owner) ensureDemoOwnerPlan(db, owner, options.now);
			POSTS.forEach((post, index) => {
				const random = createRandom(mixSeed(options.seed, 7_000_000 + index));
				const author = authorFor(post.by, random, curated, generated);
				if (!author) return;
				// Oldest first in the list's order spread over the last 45 days; the newest a few hours old.
				const createdAt =
					now - (POSTS.length - index) * 1.5 * DAY_MS + random.int(0, 600) * MINUTE_MS - 6 * 60 * MINUTE_MS;
				const existing = findPost.get(author.userId, post.title) as { id: number } | undefined;
				let postId = existing?.id;
				if (postId === undefined) {
					postId = Number(
						insertPost.run(author.userId, author.profileId, post.title, post.content, createdAt).lastInsertRowid,
					);
					summary.posts += 1;
				}
				const others = everyone.filter((owner) => owner.userId !== author.userId);
				const extra = random.chance(0.5) ? [random.pick(GENERIC_COMMENTS)] : [];
				let at = createdAt;
				for (const body of [...post.comments, ...extra]) {
					const commenter = random.pick(others.length > 0 ? others : everyone);
					at = Math.min(at + random.int(5, 600) * MINUTE_MS, now - MINUTE_MS);
					if (findComment.get(postId, commenter.userId, body)) continue;
					insertComment.run(postId, commenter.userId, commenter.profileId, body, at);
					summary.comments += 1;
				}
				for (const fan of random.sample(others, random.int(0, Math.min(12, others.length)))) {
					const reaction = random.chance(0.88) ? 'like' : 'dislike';
					const reactedAt = Math.min(createdAt + random.int(1, 2_000) * MINUTE_MS, now);
					summary.reactions += insertReaction.run(postId, fan.userId, reaction, reactedAt).changes;
				}
				recount.run(postId);
			});
		})
		.immediate();
	return summary;
}
