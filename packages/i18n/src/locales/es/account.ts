/** The signed-in user's own pages: profile, delete account, contact us. */
export const account = {
	profile: {
		myProfiles: {
			title: 'Mis perfiles en Edge',
			empty: 'Todavía no has publicado ningún perfil. Crea uno para que los clientes te encuentren.',
			error: 'No se pudieron cargar tus perfiles.',
			create: 'Crear un perfil',
			kinds: {
				business: 'Perfil de negocio',
				restaurant: 'Restaurante',
				freelancer: 'Perfil profesional',
				employee: 'Perfil de empleado',
			},
		},
		title: 'Mi perfil',
		greeting: 'Hola, {{name}}',
		details: 'Tus datos',
		accountType: 'Tipo de cuenta',
		userType: 'Tipo de usuario',
		referral: {
			title: 'Invita y gana puntos',
			points: 'Puntos de referido: {{count}}',
			link: 'Tu enlace de referido',
			copy: 'Copiar enlace',
			copied: 'Enlace copiado',
		},
		plan: {
			title: 'Tu plan',
			none: 'Usas el plan Gratis. Mejora tu visibilidad con un plan de pago.',
			seePlans: 'Ver planes',
		},
		dangerZone: 'Zona de peligro',
		deleteAccount: 'Eliminar cuenta',
	},
	/** What staff decided about the user's content or account (docs/admin.md, "Notices"), on /profile. */
	notices: {
		title: 'Avisos de Edge',
		unread: 'Nuevo',
		unreadCount: '{{count}} sin leer',
		reason: 'Motivo: {{reason}}',
		kinds: {
			contentHidden: 'Ocultamos contenido tuyo',
			contentRestored: 'Volvimos a mostrar contenido tuyo',
			warning: 'Recibiste una advertencia',
			suspended: 'Tu cuenta fue suspendida',
			restored: 'Tu cuenta fue restaurada',
			verificationApproved: 'Tu negocio fue verificado',
			verificationRejected: 'No pudimos verificar tu negocio',
			subscriptionCancelled: 'Cancelamos tu suscripción',
		},
		targets: {
			review: 'Tu reseña de «{{label}}»',
			reviewUnknown: 'Una reseña tuya',
			wallPost: 'Tu publicación «{{label}}»',
			wallPostUnknown: 'Una publicación tuya',
			wallComment: 'Tu comentario «{{label}}»',
			wallCommentUnknown: 'Un comentario tuyo',
			chatMessage: 'Tu mensaje «{{label}}»',
			chatMessageUnknown: 'Un mensaje tuyo',
			profile: 'Perfil «{{label}}»',
			verification: 'Negocio «{{label}}»',
		},
	},
	deleteAccount: {
		title: 'Eliminar cuenta',
		description:
			'Eliminar tu cuenta borra para siempre tu perfil, tus sesiones, tus suscripciones y todo lo que hayas publicado. Antes cancelamos en PayPal tus suscripciones activas o en pausa, para que no se te cobre nada más. Esta acción no se puede deshacer.',
		paypalUnavailable:
			'No pudimos cancelar tus suscripciones en PayPal, así que tu cuenta no se eliminó y no se borró nada. Inténtalo de nuevo en unos minutos; si el problema sigue, escríbenos desde Contáctanos.',
		confirmLabel: 'Escribe tu contraseña para confirmar',
		submit: 'Eliminar mi cuenta para siempre',
		success: 'Tu cuenta fue eliminada',
		signedOut:
			'Inicia sesión para eliminar tu cuenta. También puedes escribirnos desde Contáctanos y lo haremos por ti.',
	},
	contact: {
		title: 'Contáctanos',
		subtitle: '¿Tienes una pregunta o un problema? Escríbenos y te responderemos pronto.',
		name: 'Nombre',
		email: 'Correo electrónico',
		phone: 'Teléfono',
		phoneHint: 'Por ejemplo 809-555-1234; de otro país, con + y su código',
		country: 'País',
		issue: 'Describe tu consulta o problema',
		submit: 'Enviar mensaje',
		success: 'Recibimos tu mensaje. Te responderemos pronto.',
	},
} as const;
