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
	},
	errors: {
		gatewayUnavailable: 'PayPal no responde en este momento. No se cobró nada; inténtalo de nuevo en un momento.',
		paypalRefused: 'PayPal rechazó este cambio. Actualizamos el estado de tu suscripción; revísalo.',
		unknownPlan: 'Este plan no existe.',
		freePlan: 'El plan gratuito no requiere pago.',
		samePlan: 'Tu suscripción ya está en este plan.',
		operationReused: 'Esta operación ya se usó. Recarga la página e inténtalo de nuevo.',
		badWebhook: 'Webhook no válido.',
	},
} as const;
