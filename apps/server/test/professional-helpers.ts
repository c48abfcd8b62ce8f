import type { AppRouter } from '@edge/api/client';
import { cedulaCheckDigit } from '@edge/api/schemas';
import type { inferRouterInputs } from '@trpc/server';
import { bearer, registerUser } from './http-helpers';
import type { TestServer } from './test-server';
import { apiClient } from './typed-client';

type ProfessionalInputs = inferRouterInputs<AppRouter>['professional'];
export type FreelancerInput = ProfessionalInputs['freelancer']['create'];
export type EmployeeInput = ProfessionalInputs['employee']['create'];

/** A cédula with the right check digit for these ten digits. */
export const validCedula = (firstTen = '0011391820') => `${firstTen}${cedulaCheckDigit(firstTen)}`;

/** A valid professional.freelancer.create input; a test of a refusal passes its bad value through `unchecked`. */
export function freelancerInput(overrides: Partial<FreelancerInput> = {}): FreelancerInput {
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

/** A valid professional.employee.create input. */
export function employeeInput(overrides: Partial<EmployeeInput> = {}): EmployeeInput {
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

/** A signed-up user, their bearer token and the typed client that sends it (typed-client.ts). */
export async function professionalUser(server: TestServer, names: { firstName?: string; lastName?: string } = {}) {
	const { token, user } = await registerUser(server, names);
	const auth = bearer(token);
	return { user, auth, api: apiClient(server.url, auth) };
}
