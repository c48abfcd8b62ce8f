/** Error texts the server sends as keys (AppError) and the client shows translated. */
export const errors = {
	generic: 'Algo salió mal. Por favor, inténtalo de nuevo.',
	network: 'No se pudo conectar con el servidor. Revisa tu conexión.',
	badRequest: 'La solicitud no es válida.',
	unauthorized: 'El usuario no ha iniciado sesión.',
	forbidden: 'No tienes permiso para hacer esto.',
	notFound: 'No encontrado.',
	actionNotAllowed: 'Acción no permitida',
	loginFailed: 'Error al iniciar sesión. Por favor, inténtalo de nuevo.',
	signupFailed: 'Error al registrarte. Por favor, inténtalo de nuevo.',
	tooManyAttempts_one: 'Demasiados intentos. Inténtalo de nuevo en {{count}} minuto.',
	tooManyAttempts_other: 'Demasiados intentos. Inténtalo de nuevo en {{count}} minutos.',
	payloadTooLarge: 'La solicitud es demasiado grande.',
	csrf: 'Solicitud rechazada: origen no permitido.',
	invalidResetLink: 'Este enlace para restablecer la contraseña no es válido o ha caducado.',
	wrongPassword: 'La contraseña no es correcta.',
	subscriptionNotFound: 'Suscripción no encontrada.',
} as const;
