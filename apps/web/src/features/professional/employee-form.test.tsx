import { Notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { trpcClient } from '../../lib/trpc';
import { prepareWebTests, renderRoute } from '../../test/render-page';
import { EmployeeForm, type EmployeeFormValues } from './employee-form';

beforeAll(async () => {
	await prepareWebTests();
	// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
	if (!('fonts' in document))
		Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => {
	cleanup();
	queryClient.clear();
	vi.unstubAllGlobals();
});

const JOB_TYPES = [
	{ slug: 'accountant', name: { es: 'Contador', en: 'Accountant' } },
	{ slug: 'electrician', name: { es: 'Electricista', en: 'Electrician' } },
];

const VALUES: EmployeeFormValues = {
	title: 'María Rodríguez',
	email: 'maria@example.com',
	phone: '18095551234',
	about: 'Contadora con experiencia.',
	position: 'Contadora',
	bloodGroup: 'O+',
	dateOfBirth: '1990-05-17',
	jobTypeSlug: 'accountant',
	imageId: null,
};

/** tRPC's error body as the server's formatter writes it. */
const trpcError = (httpStatus: number, code: string, i18nKey: string, fieldErrors: Record<string, string[]> = {}) => ({
	error: { code: -32600, message: i18nKey, data: { code, httpStatus, i18nKey, params: {}, fieldErrors } },
});

/** The server as tRPC's links call it: the job types list, and `create` answering with `failure`. */
function stubServer(failure: { status: number; body: unknown }) {
	const creates: unknown[] = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
		const url = String(input);
		const json = (status: number, body: unknown) =>
			new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
		if (url.includes('professional.employee.create')) {
			creates.push(JSON.parse(String(init?.body)));
			return json(failure.status, failure.body);
		}
		if (url.includes('professional.jobTypes')) return json(200, [{ result: { data: JOB_TYPES } }]);
		return json(200, [{ result: { data: null } }]);
	});
	return creates;
}

async function renderForm() {
	await renderRoute(
		() => (
			<>
				<Notifications />
				<EmployeeForm
					initialValues={VALUES}
					onSubmit={(values) => trpcClient.professional.employee.create.mutate(values)}
					submitLabel="Crear perfil"
				/>
			</>
		),
		queryClient,
	);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

describe('EmployeeForm', () => {
	it('keeps what was typed when the server refuses the save, and shows its field error', async () => {
		const creates = stubServer({
			status: 400,
			body: trpcError(400, 'BAD_REQUEST', 'professional.form.unknownJobType', {
				jobTypeSlug: ['professional.form.unknownJobType'],
			}),
		});
		await renderForm();
		fireEvent.change(field(/^Puesto/), { target: { value: 'Contadora senior' } });
		fireEvent.change(field(/^Descripción/), { target: { value: 'Diez años llevando la contabilidad de pymes.' } });
		fireEvent.click(screen.getByTestId('employee-submit'));

		await waitFor(() => expect(creates).toHaveLength(1));
		expect(await screen.findAllByText('Elige un tipo de trabajo de la lista')).not.toHaveLength(0);
		expect(field(/^Puesto/).value).toBe('Contadora senior');
		expect(field(/^Descripción/).value).toBe('Diez años llevando la contabilidad de pymes.');
		expect(field(/^Correo electrónico/).value).toBe('maria@example.com');
		expect(field(/^Teléfono/).value).toBe('18095551234');
		expect(field(/^Fecha de nacimiento/).value).toBe('1990-05-17');
		expect(creates[0]).toMatchObject({ position: 'Contadora senior', bloodGroup: 'O+' });
	});

	it("keeps the values after a refusal without field errors ('one per account')", async () => {
		stubServer({ status: 409, body: trpcError(409, 'CONFLICT', 'directory.onePerAccount') });
		await renderForm();
		fireEvent.change(field(/^Nombre/), { target: { value: 'María R. Rodríguez' } });
		fireEvent.click(screen.getByTestId('employee-submit'));
		expect(await screen.findByText('Ya tienes un perfil de este tipo.')).toBeTruthy();
		expect(field(/^Nombre/).value).toBe('María R. Rodríguez');
	});

	it('checks the fields in the browser first, with the shared schema, and sends nothing', async () => {
		const creates = stubServer({ status: 500, body: {} });
		await renderForm();
		fireEvent.change(field(/^Teléfono/), { target: { value: '809-555' } });
		fireEvent.click(screen.getByTestId('employee-submit'));
		expect(await screen.findByText('demasiado corto')).toBeTruthy();
		expect(field(/^Teléfono/).value).toBe('809-555');
		expect(creates).toHaveLength(0);
	});

	it('takes the phone as people type it, on the telephone keypad', async () => {
		const creates = stubServer({ status: 200, body: { result: { data: { id: 5 } } } });
		await renderForm();
		const phone = field(/^Teléfono/);
		expect(phone.getAttribute('inputmode')).toBe('tel');
		fireEvent.change(phone, { target: { value: '829-555-1234' } });
		fireEvent.blur(phone);
		fireEvent.click(screen.getByTestId('employee-submit'));
		await waitFor(() => expect(creates).toHaveLength(1));
		// Sent as typed; the server reads it again and stores E.164 (apps/server/test/phone-numbers.test.ts).
		expect(creates[0]).toMatchObject({ phone: '829-555-1234' });
		expect(field(/^Teléfono/).value).toBe('829-555-1234');
	});
});
