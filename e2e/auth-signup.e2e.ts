import { users } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import {
	inputError,
	notification,
	PASSWORD,
	registerViaApi,
	storedToken,
	uniqueEmail,
	visible,
	waitForPath,
} from './support/journeys';

/** The register form's inputs, by their Spanish labels (Mantine adds ' *' to required ones). */
function registerFields(page: Page) {
	return {
		firstName: page.getByLabel(/^Nombre/),
		lastName: page.getByLabel(/^Apellido/),
		email: page.getByLabel(/^Correo electrónico/),
		phone: page.getByLabel(/^Teléfono/),
		dateOfBirth: page.getByLabel(/^Fecha de nacimiento/),
		password: page.getByLabel(/^Contraseña/),
		confirmPassword: page.getByLabel(/^Confirmar contraseña/),
	};
}

/** YYYY-MM-DD for today minus some years, in local time (a date input takes this format). */
function yearsAgo(years: number): string {
	const date = new Date();
	date.setFullYear(date.getFullYear() - years);
	const pad = (n: number) => String(n).padStart(2, '0');
	return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Waits until Mantine shows this error under the input. */
async function expectError(page: Page, input: ReturnType<typeof registerFields>['firstName'], text: string) {
	await page.waitForFunction(([id, expected]) => document.getElementById(`${id}-error`)?.textContent === expected, [
		await input.getAttribute('id'),
		text,
	] as const);
	expect(await inputError(input)).toBe(text);
}

describe.skipIf(!chromiumPath)('sign-up journey (Spanish)', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('signs a new customer up from the home page and lands on the profile', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto('/');
		await page.getByTestId('home-page').waitFor();
		await page.getByTestId('home-signup').click();
		await waitForPath(page, '/signup');

		// Nothing picked yet: continue is disabled.
		expect(await page.getByTestId('signup-continue').isDisabled()).toBe(true);
		await page.getByTestId('kind-customer').click();
		expect(await page.getByTestId('kind-customer').getAttribute('aria-checked')).toBe('true');
		await page.getByTestId('signup-continue').click();
		await waitForPath(page, '/Register');
		expect(new URL(page.url()).searchParams.get('kind')).toBe('customer');
		await visible(page.getByText('Cuenta de tipo: Cliente'));

		const fields = registerFields(page);
		const autocomplete = {
			firstName: 'given-name',
			lastName: 'family-name',
			email: 'email',
			phone: 'tel',
			dateOfBirth: 'bday',
			password: 'new-password',
			confirmPassword: 'new-password',
		} as const;
		for (const [name, value] of Object.entries(autocomplete)) {
			expect([name, await fields[name as keyof typeof autocomplete].getAttribute('autocomplete')]).toEqual([
				name,
				value,
			]);
		}

		const email = uniqueEmail('signup');
		await fields.firstName.fill('Juan');
		await fields.lastName.fill('Pérez');
		await fields.email.fill(email);
		await fields.phone.fill('8095551234');
		await fields.dateOfBirth.fill('1995-03-14');
		await fields.password.fill(PASSWORD);
		await fields.confirmPassword.fill(PASSWORD);
		await page.getByTestId('register-submit').click();

		await waitForPath(page, '/profile');
		await visible(notification(page, '¡Bienvenido a Edge, Juan!'));
		await visible(page.getByRole('heading', { level: 1, name: 'Hola, Juan' }));
		await visible(page.getByTestId('profile-page').getByText('Juan Pérez'));
		expect(await storedToken(page)).toMatch(/\S{20,}/);
		await visible(page.getByTestId('logout-button'));
		expect(await page.getByTestId('login-button').count()).toBe(0);

		const row = app.db.select().from(users).where(eq(users.email, email)).get();
		expect(row).toMatchObject({ firstName: 'Juan', lastName: 'Pérez', accountKind: 'customer', userType: 'Customer' });
		await context.close();
	});

	it('validates each field as soon as it is left, in Spanish', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		// The details step needs a known account kind; without one it sends the visitor to step one.
		for (const path of ['/Register', '/Register?kind=admin']) {
			await page.goto(path);
			await waitForPath(page, '/signup');
		}
		await page.goto('/Register?kind=customer');
		const fields = registerFields(page);
		await fields.firstName.waitFor();

		await fields.firstName.fill('Juan3');
		await fields.firstName.blur();
		await expectError(page, fields.firstName, '¡Por favor, introduce solo letras!');
		await fields.firstName.fill('Juan');
		await fields.firstName.blur();
		await page.waitForFunction(
			(id) => !document.getElementById(`${id}-error`),
			await fields.firstName.getAttribute('id'),
		);

		await fields.phone.fill('12345');
		await fields.phone.blur();
		await expectError(page, fields.phone, 'demasiado corto');

		await fields.dateOfBirth.fill(yearsAgo(10));
		await fields.dateOfBirth.blur();
		await expectError(page, fields.dateOfBirth, 'Debes tener al menos 15 años para registrarte');

		await fields.password.fill(PASSWORD);
		await fields.confirmPassword.fill('Secret124');
		await fields.confirmPassword.blur();
		await expectError(page, fields.confirmPassword, '¡Las dos contraseñas no coinciden!');

		// Nothing was sent: the page did not move and no account exists.
		expect(new URL(page.url()).pathname).toBe('/Register');
		expect(await storedToken(page)).toBeNull();
		await context.close();
	});

	it('keeps every typed value when the server refuses a taken e-mail', async () => {
		const existing = await registerViaApi(app.url);
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto('/Register?kind=customer');
		const fields = registerFields(page);
		const typed = {
			firstName: 'María',
			lastName: 'Núñez',
			email: existing.email,
			phone: '8295550000',
			dateOfBirth: '1988-11-30',
			password: PASSWORD,
			confirmPassword: PASSWORD,
		} as const;
		for (const [name, value] of Object.entries(typed)) await fields[name as keyof typeof typed].fill(value);
		await page.getByTestId('register-submit').click();

		await expectError(page, fields.email, 'Ya existe una cuenta con este correo electrónico');
		await visible(notification(page, 'Error al registrarte. Por favor, inténtalo de nuevo.'));
		for (const [name, value] of Object.entries(typed)) {
			expect([name, await fields[name as keyof typeof typed].inputValue()]).toEqual([name, value]);
		}
		expect(new URL(page.url()).pathname).toBe('/Register');
		expect(await storedToken(page)).toBeNull();
		expect(app.db.select().from(users).where(eq(users.email, existing.email)).all()).toHaveLength(1);
		await context.close();
	});
});
