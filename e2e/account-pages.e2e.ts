import { contactMessages, mailOutbox, profiles, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import {
	fillLogin,
	inputError,
	notification,
	pathOf,
	registerViaApi,
	signInWithToken,
	storedToken,
	uniqueEmail,
	visible,
	waitForPath,
} from './support/journeys';

const SENT =
	'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña. Revisa tu bandeja de entrada.';

describe.skipIf(!chromiumPath)('account pages: contact, delete account, password reset', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('contact us: requires every field in Spanish, then stores the message', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto('/contactUs');
		const form = await visible(page.getByTestId('contact-page'));
		const fields = {
			name: form.getByLabel(/^Nombre/),
			email: form.getByLabel(/^Correo electrónico/),
			phone: form.getByLabel(/^Teléfono/),
			country: form.getByLabel(/^País/),
			issue: form.getByLabel(/^Describe tu consulta o problema/),
		};
		// The country comes filled in; empty it so the whole form is blank.
		expect(await fields.country.inputValue()).toBe('República Dominicana');
		await fields.country.fill('');
		await page.getByTestId('contact-submit').click();
		await page.waitForFunction(() => document.querySelectorAll('[id$="-error"]').length === 5);
		for (const [name, input] of Object.entries(fields)) {
			expect([name, await inputError(input)]).toEqual([name, 'Este campo es obligatorio']);
		}
		expect(app.db.select().from(contactMessages).all()).toEqual([]);

		const email = uniqueEmail('contact');
		await fields.name.fill('Rosa Díaz');
		await fields.email.fill(email);
		await fields.phone.fill('+18095551234');
		await fields.country.fill('República Dominicana');
		await fields.issue.fill('No encuentro mi negocio en el directorio.');
		await page.getByTestId('contact-submit').click();
		await visible(notification(page, 'Recibimos tu mensaje. Te responderemos pronto.'));

		const rows = app.db.select().from(contactMessages).where(eq(contactMessages.email, email)).all();
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({
			name: 'Rosa Díaz',
			phone: '+18095551234',
			country: 'República Dominicana',
			issue: 'No encuentro mi negocio en el directorio.',
		});
		// The form starts over, ready for another message.
		expect(await fields.name.inputValue()).toBe('');
		await context.close();
	});

	it('deletes the account from the profile modal only with the right password', async () => {
		const user = await registerViaApi(app.url, { firstName: 'Carmen' });
		const context = await app.newContext();
		const page = await context.newPage();
		await signInWithToken(page, user.token);
		await page.goto('/profile');
		await page.getByTestId('open-delete-account').click();
		const modal = await visible(page.getByRole('dialog'));
		const password = modal.getByLabel(/^Escribe tu contraseña para confirmar/);

		await password.fill('NotMine123');
		await modal.getByTestId('delete-account-submit').click();
		await visible(modal.getByText('La contraseña no es correcta.', { exact: true }));
		expect(await inputError(password)).toBe('La contraseña no es correcta.');
		expect(app.db.select().from(users).where(eq(users.id, user.id)).get()).toBeDefined();
		expect(await storedToken(page)).toBe(user.token);

		await password.fill(user.password);
		await modal.getByTestId('delete-account-submit').click();
		await visible(notification(page, 'Tu cuenta fue eliminada'));
		await waitForPath(page, '/');
		expect(await storedToken(page)).toBeNull();
		expect(app.db.select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
		await visible(page.getByTestId('login-button'));

		// The account is really gone: its password opens nothing.
		await page.goto('/login');
		await fillLogin(page, user.email, user.password);
		await visible(page.getByTestId('login-error'));
		await context.close();
	});

	it('resets a forgotten password through the e-mailed link', async () => {
		const user = await registerViaApi(app.url);
		const context = await app.newContext();
		const page = await context.newPage();
		const mailsTo = (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).all();

		// An address with no account gets the very same answer, and no mail.
		const ghost = uniqueEmail('ghost');
		for (const email of [ghost, user.email]) {
			await page.goto('/forget-password');
			await page.getByLabel(/^Correo electrónico/).fill(email);
			await page.getByRole('button', { name: 'Enviar enlace' }).click();
			const sent = await visible(page.getByTestId('forgot-sent'));
			expect(await sent.textContent()).toBe(SENT);
		}
		expect(mailsTo(ghost)).toEqual([]);
		const mails = mailsTo(user.email);
		expect(mails).toHaveLength(1);
		const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mails[0]?.text ?? '')?.[0];
		expect(link).toBeTruthy();
		const { pathname, search } = new URL(link ?? '');

		const newPassword = 'Nueva4567';
		await page.goto(pathname + search);
		await page.getByLabel(/^Nueva contraseña/).fill(newPassword);
		await page.getByLabel(/^Confirmar contraseña/).fill(newPassword);
		await page.getByRole('button', { name: 'Guardar contraseña' }).click();
		await waitForPath(page, '/login');
		await visible(notification(page, 'Tu contraseña se cambió. Ya puedes iniciar sesión.'));

		await fillLogin(page, user.email, user.password);
		await visible(page.getByTestId('login-error'));
		await fillLogin(page, user.email, newPassword);
		await waitForPath(page, '/');
		expect(await storedToken(page)).toBeTruthy();
		expect(pathOf(page)).toBe('/');

		// The link works once.
		await page.evaluate(() => localStorage.removeItem('jwt'));
		await page.goto(pathname + search);
		await page.getByLabel(/^Nueva contraseña/).fill('Otra98765');
		await page.getByLabel(/^Confirmar contraseña/).fill('Otra98765');
		await page.getByRole('button', { name: 'Guardar contraseña' }).click();
		await visible(
			notification(page, 'Este enlace para restablecer la contraseña no es válido o ha caducado.').or(
				page.getByText('Este enlace para restablecer la contraseña no es válido o ha caducado.'),
			),
		);
		expect(pathOf(page)).toBe('/reset-password');
		await context.close();
	});
	it("lists the user's profiles on /profile and offers only the kinds they can still create", async () => {
		const user = await registerViaApi(app.url, { firstName: 'Julia' });
		app.db
			.insert(profiles)
			.values({
				ownerId: user.id,
				kind: 'restaurant',
				title: 'Comedor Doña Julia',
				about: 'Comida criolla',
				categorySlug: 'restaurants-and-food',
				cuisineSlug: 'dominican-cuisine',
				city: 'La Vega',
			})
			.run();
		const context = await app.newContext();
		const page = await context.newPage();
		await signInWithToken(page, user.token);
		await page.goto('/profile');
		const mine = await visible(page.getByTestId('my-profiles'));
		await visible(mine.getByText('Comedor Doña Julia'));
		// One restaurant per account: that button is gone; several businesses are possible.
		expect(await mine.getByTestId('create-restaurant-profile').count()).toBe(0);
		await visible(mine.getByTestId('create-business-profile'));
		await mine.getByTestId('create-employee-profile').click();
		await page.waitForURL((url) => url.pathname === '/employeeProfile' && url.searchParams.has('new'));
		await context.close();
	});
});
