/** Plans and subscriptions: why an action on a subscription was refused (subscription-actions.ts). */
export const payments = {
	refused: {
		noSubscription: 'No tienes una suscripción a este plan.',
		approvalPending:
			'Esta suscripción todavía espera tu aprobación en PayPal. Apruébala allí o vuelve a suscribirte para empezar de nuevo.',
		alreadySubscribed: 'Ya tienes una suscripción activa a este plan.',
		suspendedResumeInstead: 'Tu suscripción a este plan está suspendida: reanúdala en lugar de suscribirte de nuevo.',
		alreadyActive: 'Esta suscripción ya está activa.',
		alreadySuspended: 'Esta suscripción ya está suspendida.',
		resumeBeforeChange: 'Reanuda la suscripción antes de cambiar de plan.',
		alreadyCanceled: 'Esta suscripción ya está cancelada.',
		canceledStillValid:
			'Tu suscripción cancelada sigue vigente hasta la fecha del próximo cobro. Podrás suscribirte de nuevo cuando termine.',
		canceled: 'Esta suscripción está cancelada: ya no se puede reanudar, suspender ni cambiar de plan.',
		expired: 'Esta suscripción ha vencido. Suscríbete de nuevo para recuperar el plan.',
		unknownStatus: 'No pudimos leer el estado de esta suscripción. Inténtalo de nuevo más tarde.',
		otherBusinessPlan:
			'Ya tienes el plan {{plan}}. Los planes de negocio no se suman: pasa a este con «Cambiar de plan» en tu plan actual.',
		otherBusinessPlanSuspended:
			'Tu plan {{plan}} está suspendido. Los planes de negocio no se suman: reanúdalo y usa «Cambiar de plan».',
		otherBusinessPlanCanceled:
			'Tu plan {{plan}} cancelado sigue vigente hasta el final del período pagado. Los planes de negocio no se suman: podrás elegir otro cuando termine.',
		changeOutsideBusinessPlans:
			'Solo se puede cambiar entre planes de negocio. Los complementos se compran y se cancelan por separado.',
	},
	errors: {
		gatewayUnavailable: 'PayPal no responde en este momento. No se cobró nada; inténtalo de nuevo en un momento.',
		paypalRefused: 'PayPal rechazó este cambio. Actualizamos el estado de tu suscripción; revísalo.',
		unknownPlan: 'Este plan no existe.',
		freePlan: 'El plan gratuito no requiere pago.',
		samePlan: 'Tu suscripción ya está en este plan.',
		operationReused: 'Esta operación ya se usó. Recarga la página e inténtalo de nuevo.',
		badWebhook: 'Webhook no válido.',
		priceChanged:
			'El monto a cobrar cambió desde que lo viste: ahora es de {{amount}}. No se cobró nada; revisa el monto y confirma de nuevo.',
	},
	page: {
		titles: {
			pricing: 'Suscripciones',
			success: 'Pago realizado',
			failed: 'Pago no realizado',
			cancelled: 'Pago cancelado',
			scheduled: 'Cambio de plan programado',
			nothingToConfirm: 'Ningún pago que confirmar',
			profile: 'Mi perfil',
		},
		pricing: {
			title: 'Planes y precios',
			subtitle:
				'Elige el plan que impulsa tu perfil. Los precios están en DOP$; PayPal cobra en dólares estadounidenses, al cambio que indica cada plan.',
			firstPurchaseNote: 'Tu primera compra tiene un 50% de descuento en su primer período.',
			loadError: 'No pudimos cargar los planes.',
			signInHint: 'Inicia sesión para suscribirte y ver el estado de tus planes.',
			messagingNote:
				'Los clientes escriben a los freelancers gratis durante {{days}} días desde que se registran. Después, cada mensaje cuesta {{cents}} centavos ({{price}}) del saldo prepagado del chat, o va incluido con este plan. Los freelancers siempre responden gratis.',
		},
		free: {
			name: 'Gratis',
			price: 'Sin costo',
			description: 'Perfil y directorio para empezar, sin pagar nada.',
			current: 'Tu plan actual',
		},
		period: {
			year: 'por año',
			fourMonths: 'cada 4 meses',
			month: 'por mes',
			none: 'para siempre',
		},
		perMonth: 'equivale a {{amount}} por mes',
		firstPurchaseBadge: '-50% primera compra',
		regularPrice: 'Precio normal: {{price}}',
		thenPrice: '{{firstPeriod}}; luego {{price}} {{period}}',
		firstPeriod: {
			year: 'El primer año',
			fourMonths: 'Los primeros 4 meses',
			month: 'El primer mes',
		},
		charge: {
			line: '{{charged}} {{period}}, cobrados por PayPal en {{currency}}; {{conversion}}',
			later: 'Luego {{charged}} {{period}}.',
			firstPeriod: {
				year: 'por el primer año',
				fourMonths: 'por los primeros 4 meses',
				month: 'por el primer mes',
			},
			atRate: '{{dop}} a {{rate}} por {{unit}}',
			noConversion: 'sin cambio de moneda',
			unavailable: 'Los pagos con PayPal no están disponibles en este momento para este plan.',
			currency: {
				USD: { name: 'dólares estadounidenses', unit: 'dólar' },
				DOP: { name: 'pesos dominicanos', unit: 'peso' },
			},
		},
		changeToThis: 'Cambiar a este plan',
		heldBusinessPlan: 'Ya tienes {{plan}}. Los planes de negocio no se suman: gestiónalo desde su tarjeta.',
		scheduledHere:
			'Cambio programado: este será tu plan desde el {{date}}, sin cobros hasta entonces. Para quedarte con {{current}}, usa «Cambiar de plan» en su tarjeta.',
		unlocksTitle: 'Incluye',
		features: {
			businessWall: 'Publicar y comentar en el muro de negocios',
			events: 'Gestionar eventos en el calendario de Edge',
			multipleBusinessProfiles: 'Varios perfiles de negocio en una cuenta',
			searchBoost: 'Mejor posición en los resultados de búsqueda',
			unlimitedChat: 'Mensajes ilimitados con freelancers',
		},
		status: {
			APPROVAL_PENDING: 'PENDIENTE DE APROBACIÓN',
			ACTIVE: 'ACTIVA',
			SUSPENDED: 'SUSPENDIDA',
			CANCELED: 'CANCELADA',
			EXPIRED: 'VENCIDA',
		},
		abandonedLabel: 'NO COMPLETADA',
		current: 'Plan principal',
		stateLine: {
			pendingApproval: 'Esperando tu aprobación en PayPal. No se ha cobrado nada.',
			active: 'Próximo cobro: {{amount}} el {{date}} ({{conversion}})',
			abandoned: 'Cancelaste la aprobación en PayPal. No se cobró nada.',
			suspended: 'Sin cobros mientras esté suspendida. Vigente hasta el {{date}}',
			cancelled: 'No se cobrará más. Vigente hasta el {{date}}',
			ended: 'Ya no está vigente.',
		},
		scheduledChange: 'Pasa a {{plan}} el {{date}}. Hasta entonces conservas tu plan actual.',
		actions: {
			subscribe: 'Suscribirme',
			signInToSubscribe: 'Inicia sesión para suscribirte',
			changePlan: 'Cambiar de plan',
			cancel: 'Cancelar suscripción',
			resume: 'Reanudar',
			suspend: 'Suspender',
		},
		confirm: {
			keep: 'Volver',
			subscribe: {
				title: '¿Suscribirte a {{plan}}?',
				body: 'PayPal te cobrará {{charged}} {{period}} en {{currency}} ({{conversion}}), con tu cuenta PayPal o con una tarjeta de débito o crédito. Se renueva solo; puedes cancelar cuando quieras.',
				bodyFirstPurchase:
					'PayPal te cobrará {{charged}} por {{firstPeriod}} en {{currency}} ({{conversion}}; 50% de descuento por tu primera compra) y luego {{laterCharged}} {{period}} ({{laterConversion}}), con tu cuenta PayPal o con una tarjeta de débito o crédito. Puedes cancelar cuando quieras.',
				firstPeriod: {
					year: 'el primer año',
					fourMonths: 'los primeros 4 meses',
					month: 'el primer mes',
				},
				submit: 'Elegir cómo pagar',
			},
			changePlan: {
				title: '¿Cambiar {{plan}} por otro plan?',
				body: 'El cambio se aplica desde tu próximo período de cobro. Hoy no se cobra nada. Te llevaremos a PayPal para aprobar el cambio.',
				details:
					'Conservas {{current}} y sus funciones hasta el {{date}}. Desde ese día tienes {{plan}} y PayPal te cobrará {{charged}} {{period}} en {{currency}} ({{conversion}}).',
				select: 'Nuevo plan',
				submit: 'Cambiar de plan',
			},
			cancel: {
				title: '¿Cancelar {{plan}}?',
				body: 'Tu plan seguirá vigente hasta la fecha del próximo cobro. Una suscripción cancelada no se puede reanudar.',
				submit: 'Sí, cancelar',
			},
			suspend: {
				title: '¿Suspender {{plan}}?',
				body: 'PayPal no te cobrará mientras esté suspendida. Tu plan sigue vigente hasta la fecha del próximo cobro.',
				submit: 'Suspender',
			},
			resume: {
				title: '¿Reanudar {{plan}}?',
				body: 'Los cobros se reanudan con PayPal; si la fecha de cobro ya pasó, se cobra ahora.',
				submit: 'Reanudar',
			},
		},
		success: {
			changePlan: 'Te llevamos a PayPal para aprobar el cambio de plan.',
			cancel: 'Tu suscripción fue cancelada.',
			suspend: 'Tu suscripción fue suspendida.',
			resume: 'Tu suscripción fue reanudada.',
		},
		failure: {
			changePlan: 'No se pudo cambiar de plan',
			cancel: 'No se pudo cancelar la suscripción',
			suspend: 'No se pudo suspender la suscripción',
			resume: 'No se pudo reanudar la suscripción',
		},
		createSessionError: 'Ocurrió un error al crear la sesión de pago',
		checkout: {
			choose:
				'Paga con PayPal o con una tarjeta de débito o crédito: PayPal se abre en una ventana nueva para aprobar el pago.',
			loading: 'Cargando PayPal…',
			unavailable: 'No se pudieron cargar los botones de PayPal.',
			redirect: 'Continuar en PayPal',
			charge: 'En PayPal apruebas un cobro de {{charged}} {{period}} en {{currency}} ({{conversion}}).',
		},
		result: {
			confirming: 'Confirmando tu pago…',
			success: 'Pago realizado con éxito',
			scheduledTitle: 'Cambio de plan programado',
			successBody: 'Puedes ver tu plan y tus recibos en tu perfil.',
			plan: 'Plan: {{plan}}',
			failedTitle: 'El pago no se realizó',
			amountPaid: 'Pagaste {{amount}} el {{date}}.',
			nextCharge: 'Próximo cobro: {{amount}} el {{date}} ({{conversion}}).',
			scheduled: 'Tu cambio a {{plan}} quedó programado para el {{date}}. Hoy no se cobró nada.',
			cancelledTitle: 'Pago cancelado',
			cancelledBody: 'Cancelaste el pago en PayPal. No se te cobró nada; puedes elegir un plan cuando quieras.',
			failedShort: 'El pago no se realizó... revisa tu conexión a internet',
			failedLong:
				'El pago no se realizó por algún motivo; revisa tu conexión a internet e inténtalo de nuevo más tarde',
			goHome: 'Ir al inicio',
			seeProfile: 'Ver mi perfil',
			nothingToConfirmBody:
				'Esta página confirma un pago cuando PayPal te trae de vuelta después de pagar. Para suscribirte, elige un plan; tus planes y recibos están en tu perfil.',
			seePlans: 'Ver planes',
		},
		profile: {
			subscriptionsTitle: 'Mis suscripciones',
			noSubscriptions: 'Todavía no tienes suscripciones.',
			receiptsTitle: 'Recibos',
			noReceipts: 'Todavía no tienes pagos.',
			loadError: 'No pudimos cargar esta información.',
			seePlans: 'Ver planes',
			receipt: {
				date: 'Fecha',
				plan: 'Plan',
				amount: 'Monto cobrado',
				reference: 'Referencia de PayPal',
			},
		},
	},
} as const;
