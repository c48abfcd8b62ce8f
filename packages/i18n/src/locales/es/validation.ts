/** Messages referenced by key from the shared zod schemas (the *.schema.ts files of packages/api). */
export const validation = {
	required: 'Este campo es obligatorio',
	text: 'Por favor, introduce un texto',
	lettersOnly: '¡Por favor, introduce solo letras!',
	email: 'Introduce un correo electrónico válido',
	emailTaken: 'Ya existe una cuenta con este correo electrónico',
	phone: {
		digitsOnly: 'Introduce solo dígitos',
		tooShort: 'demasiado corto',
		tooLong: 'demasiado largo',
		international: 'Debe empezar con + y tener 15 dígitos o menos',
		employee: 'Debe tener exactamente 11 dígitos',
	},
	password: {
		rules: 'La contraseña debe tener al menos 8 caracteres, con una mayúscula, una minúscula y un número',
		mismatch: '¡Las dos contraseñas no coinciden!',
	},
	dateOfBirth: {
		required: 'La fecha de nacimiento es obligatoria',
		invalid: 'Introduce una fecha válida',
		minAge: 'Debes tener al menos 15 años para registrarte',
	},
	referralCode: 'Este código de referido no existe',
	accountKind: 'Elige un tipo de cuenta',
	tooLong: 'Es demasiado largo',
} as const;
