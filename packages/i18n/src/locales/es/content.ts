/**
 * The long texts of about us and the privacy policy: a catalog of their own, loaded with those
 * pages, not with the first load of every page (apps/web/src/lib/i18n.ts).
 */
export const content = {
	about: {
		title: 'Sobre nosotros',
		intro: 'Edge conecta a la gente con los negocios, profesionales y restaurantes de la República Dominicana.',
		company: {
			title: 'Nuestra misión',
			p1: 'En RD sobran el talento y las ganas de emprender, pero muchas veces encontrar al plomero correcto, el restaurante ideal o un proveedor confiable depende de a quién conoces. Edge nace para que ese boca a boca esté al alcance de todos.',
			p2: 'Damos a cada negocio, freelancer, restaurante y empleado un perfil claro y fácil de encontrar, con reseñas reales de clientes. Así, quien busca decide con confianza y quien trabaja bien se hace notar.',
			p3: 'Además, construimos comunidad: el muro de negocios y el Calendario Edge reúnen a empresarios de todo el país para compartir ideas, eventos y oportunidades.',
		},
		faq: {
			title: 'Preguntas frecuentes',
			q1: '¿Necesito una cuenta para usar Edge?',
			a1: 'No para buscar: puedes explorar categorías, restaurantes, profesionales y el calendario sin registrarte. Necesitas una cuenta para chatear, dejar reseñas, publicar tu perfil o crear eventos.',
			q2: '¿Cuánto cuesta?',
			a2: 'Crear una cuenta y buscar es gratis. Los planes para negocios, restaurantes y freelancers se pagan en DOP$ con PayPal, y tu primera compra tiene un 50 % de descuento.',
			q3: '¿Cómo funciona la prueba del chat?',
			a3: 'Tienes 60 días gratis para chatear con freelancers y recibir ofertas. Al terminar la prueba, puedes seguir conversando con la suscripción de mensajes.',
			q4: '¿Cómo funcionan las reseñas?',
			a4: 'Después de usar un servicio puedes calificarlo con estrellas y dejar un comentario. Las reseñas ayudan a otros clientes a elegir y a los negocios a mejorar.',
			q5: '¿Cómo publico un evento en el Calendario Edge?',
			a5: 'Los negocios con plan Premium o Multiperfil pueden crear eventos con título, lugar, fechas, enlace, descripción e imagen. Aparecen en el calendario anual de la comunidad.',
			q6: '¿Cómo elimino mi cuenta?',
			a6: 'Puedes eliminarla desde tu perfil o desde la página Eliminar cuenta. Borramos tus datos personales, salvo los que la ley nos obliga a conservar.',
			more: '¿Tienes otra pregunta? Escríbenos',
		},
		research: {
			title: 'Cómo investigamos',
			intro: 'Edge se construye escuchando a quienes lo usan. Estos son nuestros planes de investigación:',
			one: 'Entrevistas con dueños de negocios, freelancers y restaurantes dominicanos para entender cómo consiguen clientes hoy.',
			two: 'Análisis de uso agregado y anónimo, respetando tu privacidad, para saber qué funciones ayudan de verdad.',
			three:
				'Programas piloto en Santo Domingo y Santiago para probar nuevas funciones antes de llevarlas a todo el país.',
		},
	},
	privacy: {
		title: 'Política de privacidad',
		lastUpdated: 'Última actualización: noviembre de 2026',
		intro:
			'Tu privacidad nos importa. Aquí te explicamos qué datos recogemos, para qué los usamos y qué control tienes sobre ellos.',
		sections: {
			collect: {
				title: 'Datos que recogemos',
				body: 'Los datos de tu cuenta (nombre, apellido, correo, teléfono, fecha de nacimiento y tipo de cuenta), la información que publicas en tus perfiles (descripción, dirección, horario, fotos y redes sociales), tus mensajes, ofertas, reseñas y publicaciones, y datos técnicos básicos como el idioma de tu navegador.',
			},
			use: {
				title: 'Cómo los usamos',
				body: 'Para crear y mantener tu cuenta, mostrar tus perfiles a quienes buscan, hacer funcionar el chat, las reseñas, el muro de negocios y el Calendario Edge, gestionar tus suscripciones, enviarte correos sobre tu cuenta y mejorar el servicio.',
			},
			storage: {
				title: 'Cookies y almacenamiento local',
				body: 'Guardamos en tu navegador tu token de sesión (jwt) para mantenerte conectado y tu preferencia de idioma (language). No usamos cookies de publicidad. Al cerrar sesión, el token se borra de tu navegador.',
			},
			payments: {
				title: 'Pagos',
				body: 'Los pagos se procesan a través de PayPal. Nunca vemos ni guardamos los números de tu tarjeta; solo recibimos la confirmación del pago y el estado de tu suscripción.',
			},
			sharing: {
				title: 'Con quién compartimos tus datos',
				body: 'No vendemos tus datos. Lo que publicas en un perfil es visible para otros usuarios. Solo compartimos información con proveedores que nos ayudan a operar el servicio (como PayPal o el servicio de mapas) o cuando la ley lo exige.',
			},
			retention: {
				title: 'Conservación y eliminación de tu cuenta',
				body: 'Conservamos tus datos mientras tu cuenta esté activa. Puedes eliminar tu cuenta cuando quieras; borramos tus datos personales, salvo los registros de pago que la ley nos obliga a conservar.',
			},
			rights: {
				title: 'Tus derechos',
				body: 'Según la Ley 172-13 sobre protección de datos de carácter personal de la República Dominicana, tienes derecho a acceder a tus datos, rectificarlos, cancelarlos y oponerte a su uso. Para ejercerlos, escríbenos.',
			},
			contact: {
				title: 'Contacto',
				body: 'Si tienes preguntas sobre esta política o sobre tus datos, escríbenos desde la página Contáctanos y te responderemos lo antes posible.',
			},
		},
		deleteAccount: 'Eliminar mi cuenta',
	},
} as const;
