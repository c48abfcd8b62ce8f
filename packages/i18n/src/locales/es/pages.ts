/** Page texts: home and the pages of features still to come (about us and privacy: content.ts). */
export const pages = {
	features: {
		manageProfessional: {
			title: 'Gestionar perfil profesional',
			description: 'Crea y mantén al día tu perfil de freelancer o independiente.',
			points: {
				one: 'Descripción, ubicación y foto de perfil.',
				two: 'Número de identificación para freelancers independientes.',
				three: 'Enlaces a tus redes sociales.',
			},
		},
	},
	home: {
		hero: {
			eyebrow: 'Hecho en la República Dominicana',
			title: 'Todo lo que buscas en RD, en un solo lugar',
			subtitle:
				'Encuentra negocios, profesionales, restaurantes y eventos cerca de ti. Compara reseñas, chatea y conecta con quienes mueven el país.',
			search: 'Buscar en el directorio',
			signup: 'Crear cuenta gratis',
		},
		sections: {
			title: '¿Qué puedes encontrar en Edge?',
			subtitle: 'Un directorio vivo, hecho por y para la comunidad dominicana.',
			businesses: {
				title: 'Negocios',
				text: 'Empresas de casi 70 categorías, desde ferreterías hasta clínicas.',
				link: 'Ver categorías',
			},
			professionals: {
				title: 'Profesionales',
				text: 'Freelancers de confianza para cualquier trabajo, con ofertas por chat.',
				link: 'Ver profesionales',
			},
			restaurants: {
				title: 'Restaurantes',
				text: 'Menús, ofertas y reseñas para decidir dónde comer hoy.',
				link: 'Ver restaurantes',
			},
			events: {
				title: 'Eventos',
				text: 'Ferias, talleres y lanzamientos en el Calendario Edge.',
				link: 'Ver calendario',
			},
		},
		forBusinesses: {
			title: '¿Tienes un negocio?',
			text: 'Publica tu perfil y deja que los clientes te encuentren. Con un plan, participas en el muro de negocios y publicas eventos en el Calendario Edge.',
			points: {
				profile: 'Perfil con horario, ubicación, fotos y reseñas',
				wall: 'Acceso al muro de negocios',
				events: 'Tus eventos en el Calendario Edge',
			},
			discount: '50 % de descuento en tu primera compra',
			cta: 'Ver planes',
		},
	},
} as const;
