/** Messages referenced by key from the shared zod schemas (the *.schema.ts files of packages/api). */
export const validation = {
	required: 'Este campo es obligatorio',
	text: 'Por favor, introduce un texto',
	lettersOnly: '¡Por favor, introduce solo letras!',
	email: 'Introduce un correo electrónico válido',
	emailTaken: 'Ya existe una cuenta con este correo electrónico',
	phone: {
		tooShort: 'demasiado corto',
		tooLong: 'demasiado largo',
		invalid: 'Introduce un número de teléfono válido, por ejemplo 809-555-1234',
	},
	password: {
		rules: 'La contraseña debe tener al menos 8 caracteres, con una mayúscula, una minúscula y un número',
		mismatch: '¡Las dos contraseñas no coinciden!',
	},
	dateOfBirth: {
		required: 'La fecha de nacimiento es obligatoria',
		invalid: 'Introduce una fecha válida',
		minAge: 'Debes tener al menos 15 años para registrarte',
		maxAge: 'La fecha de nacimiento no puede ser de hace más de 120 años',
	},
	referralCode: 'Este código de referido no existe',
	accountKind: 'Elige un tipo de cuenta',
	tooLong: 'Es demasiado largo',
	// Generic texts for zod issues a schema does not word itself (packages/api shared/zod-messages.ts).
	tooShort: 'Es demasiado corto',
	tooBig: 'El valor es demasiado alto',
	tooSmall: 'El valor es demasiado bajo',
	tooMany: 'Hay demasiados elementos',
	tooFew: 'Faltan elementos',
	invalidType: 'Este valor no es del tipo esperado',
	invalidFormat: 'El formato no es válido',
	invalidValue: 'Este valor no es válido',
	notMultipleOf: 'Este número no está permitido',
	unknownFields: 'Hay campos que no se esperaban',
} as const;
