/** /admin: the staff dashboard's figures (docs/admin.md, "Dashboard"). */
export const dashboard = {
	title: 'Panel',
	loading: 'Cargando el panel…',
	error: 'No se pudo cargar el panel.',
	retry: 'Reintentar',
	openReports: 'Reportes abiertos',
	openReportsHint: 'Contenido reportado sin resolver (varios reportes de lo mismo cuentan una vez)',
	reportKinds: {
		review: 'Reseñas',
		wallPost: 'Publicaciones del muro',
		wallComment: 'Comentarios',
		chatMessage: 'Mensajes de chat',
	},
	pendingVerifications: 'Verificaciones pendientes',
	newUsers: 'Cuentas nuevas',
	newProfiles: 'Perfiles nuevos',
	lastSevenDays: 'Últimos 7 días',
	activeSubscriptions: 'Suscripciones activas',
	noActiveSubscriptions: 'No hay suscripciones activas.',
	revenue: 'Ingresos del mes',
	revenueHint: 'Pagos recibidos desde el {{date}}, en la moneda que cobró PayPal',
} as const;
