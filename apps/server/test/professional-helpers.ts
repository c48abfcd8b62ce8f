import { cedulaCheckDigit } from '@edge/api/schemas';
import { bearer, registerUser, type TrpcResponse, trpcMutation, trpcQuery } from './http-helpers';
import type { TestServer } from './test-server';

/** A cédula with the right check digit for these ten digits. */
export const validCedula = (firstTen = '0011391820') => `${firstTen}${cedulaCheckDigit(firstTen)}`;

export function freelancerInput(overrides: Record<string, unknown> = {}) {
	return {
		title: '',
		about: 'Electricista con 10 años de experiencia en instalaciones residenciales.',
		city: 'Santo Domingo',
		province: 'Distrito Nacional',
		lat: 18.4861,
		lng: -69.9312,
		imageId: null,
		jobTypeSlug: 'electrician',
		freelancerKind: 'self-employed',
		idNumber: '',
		phone: '',
		hours: [{ weekday: 1, opens: '08:00', closes: '17:00' }],
		socialLinks: [],
		...overrides,
	};
}

export function employeeInput(overrides: Record<string, unknown> = {}) {
	return {
		title: 'María Rodríguez',
		email: 'maria.rodriguez@example.com',
		phone: '18095551234',
		about: 'Contadora con experiencia en empresas de servicios.',
		position: 'Contadora',
		bloodGroup: 'O+',
		dateOfBirth: '1990-05-17',
		jobTypeSlug: 'accountant',
		imageId: null,
		...overrides,
	};
}

/** A signed-up user and the professional procedures over real HTTP, with their bearer token. */
export async function professionalUser(server: TestServer, names: { firstName?: string; lastName?: string } = {}) {
	const { token, user } = await registerUser(server, names);
	const auth = bearer(token);
	const call =
		(kind: 'freelancer' | 'employee') =>
		<T = Record<string, unknown>>(procedure: string, input?: unknown): Promise<TrpcResponse<T>> =>
			procedure === 'get' || procedure === 'mine'
				? trpcQuery<T>(server.url, `professional.${kind}.${procedure}`, input, auth)
				: trpcMutation<T>(server.url, `professional.${kind}.${procedure}`, input, auth);
	return { user, auth, freelancer: call('freelancer'), employee: call('employee') };
}
