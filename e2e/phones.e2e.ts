import { contactMessages, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import {
	type ApiUser,
	inputError,
	notification,
	PASSWORD,
	registerViaApi,
	uniqueEmail,
	visible,
	waitForPath,
} from './support/journeys';
import { PHONE } from './support/seed-via-api';

/**
 * Issue 20, point 1: people type a phone the way they write it (809-555-1234), every form takes it,
 * the server stores E.164, and profile pages write the number in the national format beside the
 * Call and WhatsApp buttons (a desktop visitor cannot follow a tel: link).
 */

/** A business as a script would create it, with the phone typed the Dominican way. */
async function businessWithPhone(url: string, owner: ApiUser, phone: string): Promise<number> {
	const response = await fetch(`${url}/api/trpc/business.create`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
		body: JSON.stringify({
			title: 'Colmado Doña Ana',
			about: 'Colmado de barrio con delivery.',
			ownerName: 'Ana Pérez',
			ownerDescription: 'Atiende el colmado desde 2005.',
			tags: ['colmado'],
			categorySlug: 'hardware-and-building-materials',
			website: 'https://colmadoana.do',
			phone,
			email: '',
			address: 'Calle Duarte 12',
			lat: 18.47,
			lng: -69.88,
			city: 'Santo Domingo de Guzmán',
			province: 'Distrito Nacional',
			postalCode: '',
			imageId: null,
			bannerId: null,
			hours: [],
			features: [],
			socialLinks: [],
		}),
	});
	const text = await response.text();
	if (response.status !== 200) throw new Error(`business.create answered ${response.status}: ${text}`);
	return (JSON.parse(text) as { result: { data: { id: number } } }).result.data.id;
}

/** The element's text is whole: nothing clipped inside it, nothing past the page's right edge. */
async function wholeAndOnScreen(locator: Locator) {
	const box = await locator.evaluate((node) => ({
		clipped: node.scrollWidth - node.clientWidth,
		right: node.getBoundingClientRect().right,
		width: window.innerWidth,
	}));
	expect(box.clipped).toBeLessThanOrEqual(0);
	expect(box.right).toBeLessThanOrEqual(box.width);
}

describe.skipIf(!chromiumPath)('phones as Dominicans type them', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('sign-up on a phone takes 809-555-1234, stores +18095551234 and shows (809) 555-1234 on the profile', async () => {
		const context = await app.newContext({ viewport: PHONE });
		const page = await context.newPage();
		await page.goto('/Register?kind=customer');
		const email = uniqueEmail('phone');
		const phone = page.getByLabel(/^Teléfono/);
		await visible(phone);
		expect(await phone.getAttribute('inputmode')).toBe('tel');
		await page.getByLabel(/^Nombre/).fill('Juan');
		await page.getByLabel(/^Apellido/).fill('Pérez');
		await page.getByLabel(/^Correo electrónico/).fill(email);
		// Too few digits is refused in the spec's words, as soon as the field is left.
		await phone.fill('809-555-123');
		await phone.blur();
		await expect.poll(() => inputError(phone)).toBe('demasiado corto');
		await phone.fill('809-555-1234');
		await phone.blur();
		await expect.poll(() => inputError(phone)).toBeNull();
		await page.getByLabel(/^Fecha de nacimiento/).fill('1995-03-14');
		await page.getByLabel(/^Contraseña/).fill(PASSWORD);
		await page.getByLabel(/^Confirmar contraseña/).fill(PASSWORD);
		await page.getByTestId('register-submit').click();

		await waitForPath(page, '/profile');
		await visible(page.getByTestId('profile-page').getByText('(809) 555-1234', { exact: true }));
		expect(app.db.select({ phone: users.phone }).from(users).where(eq(users.email, email)).get()?.phone).toBe(
			'+18095551234',
		);
		await context.close();
	});

	it('the contact form takes 809-555-1234 and stores +18095551234', async () => {
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto('/contactUs');
		const form = await visible(page.getByTestId('contact-page'));
		const email = uniqueEmail('contact-phone');
		await form.getByLabel(/^Nombre/).fill('Rosa Díaz');
		await form.getByLabel(/^Correo electrónico/).fill(email);
		await form.getByLabel(/^Teléfono/).fill('809-555-1234');
		await form.getByLabel(/^Describe tu consulta o problema/).fill('No encuentro mi negocio.');
		await page.getByTestId('contact-submit').click();
		await visible(notification(page, 'Recibimos tu mensaje. Te responderemos pronto.'));
		const row = app.db.select().from(contactMessages).where(eq(contactMessages.email, email)).get();
		expect(row?.phone).toBe('+18095551234');
		await context.close();
	});

	it('a profile page writes (829) 555-1234 beside the Call and WhatsApp buttons, at 1280 and 390 px', async () => {
		const owner = await registerViaApi(app.url, { firstName: 'Ana' });
		const id = await businessWithPhone(app.url, owner, '829-555-1234');
		for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
			const context = await app.newContext({ viewport });
			const page = await context.newPage();
			await page.goto(`/businessProfile?id=${id}`);
			const actions = await visible(page.getByTestId('contact-actions'));
			const number = await visible(actions.getByTestId('contact-phone'));
			expect(await number.textContent()).toBe('(829) 555-1234');
			const call = actions.getByRole('link', { name: 'Llamar' });
			expect(await call.getAttribute('href')).toBe('tel:+18295551234');
			const whatsapp = actions.getByRole('link', { name: 'WhatsApp' });
			expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/18295551234\?/);
			// Beside the buttons: on the same line as the Call button, and whole.
			const [numberBox, callBox] = [await number.boundingBox(), await call.boundingBox()];
			if (!numberBox || !callBox) throw new Error('not drawn');
			expect(numberBox.y).toBeLessThan(callBox.y + callBox.height);
			expect(callBox.y).toBeLessThan(numberBox.y + numberBox.height);
			await wholeAndOnScreen(number);
			await context.close();
		}
	});
});
