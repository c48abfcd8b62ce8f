import { profiles } from '@edge/db';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import { inputError, notification, registerViaApi, signInWithToken, visible } from './support/journeys';

/** Picks an option of a searchable Mantine Select by typing part of its label. */
async function chooseOption(page: Page, label: RegExp, typed: string, option: string) {
	const input = page.getByRole('textbox', { name: label }).or(page.getByLabel(label)).first();
	await input.click();
	await input.fill(typed);
	await page.getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(!chromiumPath)('professional and employee profiles', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it.each([
		['/professionalProfile', 'Perfil profesional · Edge'],
		['/manageProfessional', 'Gestionar perfil profesional · Edge'],
		['/employeeProfile', 'Perfil de empleado · Edge'],
		['/employeeProfile?new', 'Nuevo perfil de empleado · Edge'],
	])('shows a visitor on %s a heading, a way to sign in and its own title', async (route, title) => {
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto(route);
		const prompt = await visible(page.getByTestId('sign-in-prompt'));
		expect(((await page.locator('h1').first().textContent()) ?? '').trim()).not.toBe('');
		expect(await prompt.getByRole('link').getAttribute('href')).toContain('/login?redirect=');
		await expect.poll(() => page.title()).toBe(title);
		await context.close();
	});

	it('creates an independent freelancer: a wrong cédula keeps the form, the page shows it to the owner and masks it for others', async () => {
		const owner = await registerViaApi(app.url, { firstName: 'Pedro', lastName: 'Martínez' });
		const context = await app.newContext();
		const page = await context.newPage();
		await signInWithToken(page, owner.token);
		await page.goto('/manageProfessional');
		const form = await visible(page.getByTestId('freelancer-form'));

		await expect(form.getByLabel(/^Nombre a mostrar/).inputValue()).resolves.toBe('Pedro Martínez');
		await form.getByLabel(/^Descripción/).fill('Electricista residencial con 10 años de experiencia.');
		await chooseOption(page, /^Tipo de trabajo/, 'Electri', 'Electricista');
		await form.getByText('Independiente', { exact: true }).click();
		const cedula = form.getByLabel(/^Cédula/);
		await cedula.fill('001-1391820-4');
		// The municipality from the list (issue 20): typed in part, its province follows.
		await chooseOption(page, /^Municipio/, 'Santiago de', 'Santiago de los Caballeros');
		await page.getByTestId('hours-add-1').click();
		await page.getByTestId('freelancer-submit').click();

		await expect.poll(() => inputError(cedula)).toBe('El dígito verificador de la cédula no es válido');
		await expect(form.getByLabel(/^Descripción/).inputValue()).resolves.toBe(
			'Electricista residencial con 10 años de experiencia.',
		);

		await cedula.fill('001-1391820-5');
		await page.getByTestId('freelancer-submit').click();
		await visible(notification(page, 'Perfil profesional creado'));
		await visible(page.getByTestId('freelancer-profile'));
		const row = app.db
			.select()
			.from(profiles)
			.where(and(eq(profiles.ownerId, owner.id), eq(profiles.kind, 'freelancer')))
			.get();
		expect(row?.idNumber).toBe('00113918205');
		expect(new URL(page.url()).searchParams.get('id')).toBe(String(row?.id));
		await expect(page.getByTestId('freelancer-id-number').textContent()).resolves.toBe('Cédula: 001-1391820-5');
		await visible(page.getByTestId('hours-table'));
		expect(await page.title()).toBe('Perfil profesional · Edge');

		const visitorContext = await app.newContext();
		const visitor = await visitorContext.newPage();
		await visitor.goto(`/professionalProfile?id=${row?.id}`);
		const masked = await visible(visitor.getByTestId('freelancer-id-number'));
		expect(await masked.textContent()).toBe('Cédula: ***-****820-5');
		expect(await visitor.getByTestId('freelancer-chat').getAttribute('href')).toBe(`/chat/${owner.id}`);
		expect(await visitor.getByTestId('freelancer-edit').count()).toBe(0);

		await visitor.goto('/professionalProfile?id=999999');
		await visible(visitor.getByTestId('profile-not-found'));
	});

	it("creates an employee profile ('Perfil de empleado creado'); others see the age, not the date of birth", async () => {
		const owner = await registerViaApi(app.url, { firstName: 'María', lastName: 'Rodríguez' });
		const context = await app.newContext();
		const page = await context.newPage();
		await signInWithToken(page, owner.token);
		await page.goto('/employeeProfile');
		await visible(page.getByTestId('create-invitation'));
		await page.getByTestId('create-invitation').getByRole('link').click();
		const form = await visible(page.getByTestId('employee-form'));

		await form.getByLabel(/^Puesto/).fill('Contadora');
		await form.getByLabel(/^Teléfono/).fill('809-555');
		await form.getByLabel(/^Grupo sanguíneo/).selectOption('O+');
		await form.getByLabel(/^Fecha de nacimiento/).fill('1990-05-17');
		await chooseOption(page, /^Tipo de trabajo/, 'Conta', 'Contador');
		await form.getByLabel(/^Descripción/).fill('Contadora con experiencia en pymes.');
		await page.getByTestId('employee-submit').click();
		const phone = form.getByLabel(/^Teléfono/);
		await expect.poll(() => inputError(phone)).toBe('demasiado corto');

		await phone.fill('809-555-1234');
		await page.getByTestId('employee-submit').click();
		await visible(notification(page, 'Perfil de empleado creado'));
		await visible(page.getByTestId('employee-profile'));
		const id = new URL(page.url()).searchParams.get('id');
		expect(id).toMatch(/^\d+$/);
		await visible(page.getByText('1990-05-17'));

		const visitorContext = await app.newContext();
		const visitor = await visitorContext.newPage();
		await visitor.goto(`/employeeProfile?id=${id}`);
		await visible(visitor.getByTestId('employee-age'));
		expect(await visitor.getByTestId('employee-position').textContent()).toBe('Contadora');
		expect(await visitor.getByText('1990-05-17').count()).toBe(0);
		// The number typed as 809-555-1234, written out beside the Call button.
		expect(await visitor.getByTestId('contact-phone').textContent()).toBe('(809) 555-1234');
		expect(await visitor.getByRole('link', { name: 'Llamar' }).getAttribute('href')).toBe('tel:+18095551234');
	});
});
