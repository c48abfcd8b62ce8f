export const email = {
	passwordReset: {
		subject: 'Restablece tu contraseña de Edge',
		body: 'Hola {{name}}:\n\nRecibimos una solicitud para restablecer tu contraseña. Abre este enlace dentro de la próxima hora para elegir una nueva:\n\n{{link}}\n\nSi no fuiste tú, ignora este mensaje; tu contraseña no cambiará.\n\nEl equipo de Edge',
	},
	contact: {
		subject: 'Nuevo mensaje de contacto de {{name}}',
		body: 'Nombre: {{name}}\nCorreo: {{email}}\nTeléfono: {{phone}}\nPaís: {{country}}\n\n{{issue}}',
	},
} as const;
