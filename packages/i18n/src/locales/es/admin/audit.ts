/** /admin/audit: the append-only log of staff actions, for admins (docs/admin.md, "Audit log"). */
export const audit = {
	title: 'Auditoría',
	intro: 'Cada acción del personal queda registrada aquí y no se puede modificar ni borrar.',
	adminsOnly: 'Solo los administradores pueden ver la auditoría.',
	loading: 'Cargando la auditoría…',
	error: 'No se pudo cargar la auditoría.',
	retry: 'Reintentar',
	empty: 'Ninguna acción coincide con los filtros.',
	loadMore: 'Cargar más',
	filters: {
		action: 'Acción',
		anyAction: 'Todas las acciones',
		staff: 'Personal (correo o id)',
		targetUser: 'Usuario afectado (id)',
		from: 'Desde',
		to: 'Hasta',
		clear: 'Quitar filtros',
	},
	/** One group per action's prefix: the key is the action itself ('content.hide'). */
	actions: {
		report: {
			dismiss: 'Reporte descartado',
		},
		content: {
			hide: 'Contenido oculto',
			restore: 'Contenido restaurado',
		},
		user: {
			warn: 'Advertencia',
			suspend: 'Cuenta suspendida',
			restore: 'Cuenta restaurada',
		},
		subscription: {
			cancel: 'Suscripción cancelada',
		},
		verification: {
			approve: 'Verificación aprobada',
			reject: 'Verificación rechazada',
		},
		staff: {
			grant: 'Rol de personal otorgado',
			revoke: 'Rol de personal retirado',
		},
	},
	targetKinds: {
		review: 'Reseña',
		wallPost: 'Publicación',
		wallComment: 'Comentario',
		chatMessage: 'Mensaje de chat',
		user: 'Usuario',
		profile: 'Perfil',
		subscription: 'Suscripción',
		verification: 'Verificación',
	},
	roles: {
		moderator: 'moderador',
		admin: 'administrador',
		cli: 'línea de comandos',
	},
	byCli: 'Línea de comandos (npm run cli)',
	by: '{{email}} ({{role}})',
	targetUser: 'Usuario: {{user}}',
	reason: 'Motivo: {{reason}}',
	noReason: 'Sin motivo',
	detail: 'Detalle',
} as const;
