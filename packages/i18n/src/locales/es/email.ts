export const email = {
	passwordReset: {
		subject: 'Restablece tu contraseña de Edge',
		body: 'Hola {{name}}:\n\nRecibimos una solicitud para restablecer tu contraseña. Abre este enlace dentro de la próxima hora para elegir una nueva:\n\n{{link}}\n\nSi no fuiste tú, ignora este mensaje; tu contraseña no cambiará.\n\nEl equipo de Edge',
	},
	contact: {
		subject: 'Nuevo mensaje de contacto de {{name}}',
		body: 'Nombre: {{name}}\nCorreo: {{email}}\nTeléfono: {{phone}}\nPaís: {{country}}\n\n{{issue}}',
	},
	chargeRate: {
		subject: 'Cambia el monto que PayPal cobra por tu plan',
		body: 'Hola {{name}}:\n\nEdge cobra sus precios en pesos dominicanos a través de PayPal en dólares estadounidenses, a una tasa que acabamos de cambiar. A partir de tu próximo cobro, el {{date}}, PayPal te cobrará {{to}} por {{plan}} en lugar de {{from}}: {{dop}} a {{rate}} por dólar.\n\nEl período que ya pagaste no cambia. Si no quieres seguir, puedes cancelar tu plan en tu perfil antes de esa fecha.\n\nEl equipo de Edge',
		nextCharge: 'día de tu próximo cobro',
	},
	receipt: {
		subject: 'Recibo de tu pago en Edge',
		body: 'Hola {{name}}:\n\nPayPal te cobró {{amount}} por {{plan}} el {{date}}{{dop}}.\nReferencia de PayPal: {{reference}}\n{{next}}\nPuedes ver todos tus recibos en tu perfil.\n\nEl equipo de Edge',
		dop: ' (cobrado en dólares estadounidenses: {{dop}} a {{rate}} por dólar)',
		next: 'Próximo cobro: {{amount}} el {{date}}.\n',
	},
} as const;
