import { list } from './names';

/** About texts for freelancers; {job} is the job type in lower case, {city} the city. */
export const FREELANCER_ABOUTS = [
	'{job} con {years} años de experiencia en {city} y alrededores. Trabajo garantizado y presupuesto sin compromiso.',
	'Soy {job} independiente. Atiendo en {city}; puntualidad y buenos acabados.',
	'{job} profesional. Referencias disponibles; trabajo para hogares y empresas de {city}.',
] as const;

export const EMPLOYEE_ABOUTS = [
	'Responsable, puntual y con ganas de crecer. {years} años de experiencia.',
	'Experiencia en atención al cliente y trabajo en equipo. Disponible en {city}.',
	'Busco nuevas oportunidades en {city}. Manejo de Office y buen trato con el público.',
] as const;

export const EMPLOYEE_POSITIONS = list(
	'Cajera, Vendedor, Recepcionista, Asistente administrativa, Chofer, Cocinero, Mesero, Auxiliar de contabilidad, Técnico de soporte, Supervisor de tienda, Guardia de seguridad, Enfermera',
);

export const SKILL_TAGS = list(
	'puntual, responsable, bilingüe, licencia de conducir, trabajo en equipo, disponibilidad inmediata, experiencia comprobada',
);

/** Sentences separated by " | " (they contain commas). */
const sentences = (text: string): readonly string[] => text.split(' | ');

/**
 * Review comments by rating (index 0 = 1 star), in Spanish like every demo profile: a review is
 * written in the language of the page it is left on (issue 20), so none of these is in English.
 */
export const REVIEW_COMMENTS: readonly (readonly string[])[] = [
	sentences('Muy mala experiencia; no vuelvo. | Nunca contestaron el teléfono. | Pésimo servicio, nadie atendía.'),
	sentences('Tardaron demasiado y el precio no era el acordado. | Regular tirando a malo.'),
	sentences('Bien, pero puede mejorar. | Cumplieron, aunque con retraso. | Correcto, aunque un poco caro.'),
	sentences(
		'Muy buen servicio, lo recomiendo. | Buena atención y precio justo. | Buen sitio y el personal muy amable.',
	),
	sentences(
		'¡Excelente! Cien por ciento recomendado. | Los mejores de la zona. | Atención de primera, volveré seguro. | ¡Lo mejor de la isla!',
	),
];

export const OWNER_REPLIES = sentences(
	'¡Gracias por su visita! | Gracias por el comentario, lo tendremos en cuenta. | Sentimos lo ocurrido; escríbanos para resolverlo.',
);
