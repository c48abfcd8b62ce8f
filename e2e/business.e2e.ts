import { mailOutbox, profileHours, profiles, uploads } from '@edge/db';
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, screenshot, startE2eApp } from './support/app';
import { fillLogin, inputError, notification, registerViaApi, signInWithToken, visible } from './support/journeys';
import { pickOption } from './support/pick-option';

/** An 8x8 JPEG made for this test (the server decodes and re-encodes it, so it must be a real one). */
const SMALL_JPEG = Buffer.from(
	'/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAIqQ/9k=',
	'base64',
);

/** The id of the profile page the browser is on (/businessProfile?id=N). */
const profileIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));

describe.skipIf(!chromiumPath)('business profiles in the browser', () => {
	let app: E2eApp;
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		await app?.stop();
	});

	it('creates a business profile with hours, tags, a map location and an image, then shows it', async () => {
		const owner = await registerViaApi(app.url, { firstName: 'María' });
		const context = await app.newContext();
		const page = await context.newPage();

		// Signed out, the page invites to sign in; signing in comes back here.
		await page.goto('/businessProfile');
		await visible(page.getByTestId('business-sign-in'));
		await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();
		await fillLogin(page, owner.email, owner.password);
		await page.waitForURL((url) => url.pathname === '/businessProfile');
		await (await visible(page.getByTestId('create-business'))).click();

		const form = await visible(page.getByTestId('business-form'));
		expect(await page.title()).toBe('Nuevo perfil de negocio · Edge');
		await form.getByTestId('business-title').fill('Café del Conde');
		await form.getByTestId('business-category').click();
		await form.getByTestId('business-category').fill('Panader');
		await page.getByRole('option', { name: 'Panaderías y reposterías' }).click();
		await form.getByTestId('business-about').fill('Café dominicano y repostería en la Zona Colonial.');
		const tags = form.getByTestId('business-tags');
		await tags.fill('café');
		await tags.press('Enter');
		await tags.fill('repostería');
		await tags.press('Enter');
		// The owner's name and description and the website are required, marked as the title is.
		for (const testId of ['business-title', 'business-owner-name', 'business-owner-description', 'business-website']) {
			expect(await form.getByTestId(testId).evaluate((input) => (input as HTMLInputElement).required), testId).toBe(
				true,
			);
		}
		await form.getByTestId('business-owner-name').fill('María Gómez');
		await form.getByTestId('business-owner-description').fill('Repostera desde 1998.');
		// The RNC as the DGII writes it; optional, checked by its check digit.
		await form.getByTestId('business-rnc').fill('1-01-85004-3');
		await form.getByTestId('business-phone').fill('+18095551234');
		await form.getByTestId('business-website').fill('https://cafedelconde.do');
		// The payment methods accepted: two of the three, picked in the multi-select.
		await form.getByTestId('business-payment-methods').focus();
		await page.keyboard.press('ArrowDown');
		await page.getByRole('option', { name: 'Efectivo', exact: true }).click();
		await page.getByRole('option', { name: 'Tarjeta', exact: true }).click();
		await page.keyboard.press('Escape');
		await form.getByTestId('business-address').fill('Calle El Conde 101');
		// The municipality, searched in its picker; its province follows.
		await pickOption(page, form.getByTestId('business-city'), 'Santo Domingo de', 'Santo Domingo de Guzmán');
		expect(await form.getByTestId('business-province').inputValue()).toBe('Distrito Nacional');
		await form.getByTestId('business-postal-code').fill('10210');

		// The location: a click on the map.
		const picked = page.getByTestId('location-picker-value');
		await (await visible(page.getByTestId('location-picker'))).click();
		await page.waitForFunction(() =>
			document.querySelector('[data-testid="location-picker-value"]')?.textContent?.startsWith('Ubicación elegida'),
		);
		expect(await picked.textContent()).toMatch(/^Ubicación elegida: 18\.\d+, -69\.\d+$/);

		// The image: uploaded, then previewed from the server.
		await page
			.getByTestId('business-image-input')
			.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: SMALL_JPEG });
		await visible(page.getByTestId('business-image-preview'));

		// Monday 09:00-17:00 and Friday 20:00 until 02:00 on Saturday.
		await page.getByTestId('hours-add-1').click();
		await page.getByTestId('hours-add-5').click();
		await page.getByTestId('hours-5-0-opens').fill('20:00');
		await page.getByTestId('hours-5-0-closes').fill('02:00');
		await visible(page.getByTestId('hours-day-5').getByText('hasta el día siguiente'));

		await page.getByTestId('add-feature').click();
		await page.getByTestId('feature-title-0').fill('El mejor bizcocho');

		await page.getByTestId('business-submit').click();
		await page.waitForURL((url) => url.pathname === '/businessProfile' && url.searchParams.has('id'));
		const id = profileIdOf(page);

		// The page shows what was saved.
		const view = await visible(page.getByTestId('business-profile'));
		expect(await view.getByTestId('business-title-view').textContent()).toBe('Café del Conde');
		expect(await page.title()).toBe('Café del Conde · Edge');
		expect(await view.getByTestId('business-category-view').textContent()).toBe('Panaderías y reposterías');
		expect(await view.getByTestId('business-tags-view').textContent()).toBe('caférepostería');
		expect(await view.getByTestId('business-payment-methods-view').textContent()).toBe(
			'Métodos de pago aceptadosEfectivoTarjeta',
		);
		expect(await view.getByTestId('business-tax-id-view').textContent()).toBe('RNC: 1-01-85004-3');
		expect(await view.getByTestId('business-address-view').textContent()).toBe(
			'Calle El Conde 101, Santo Domingo de Guzmán, Distrito Nacional, 10210',
		);
		const row = (weekday: number) => view.locator(`[data-testid="hours-table"] [data-weekday="${weekday}"]`);
		// The 12-hour clock in the page's language, no-break spaces inside each time (docs/directory.md).
		expect(await row(1).textContent()).toMatch(/^Lunes9:00\sa\.\sm\.\s–\s5:00\sp\.\sm\.$/);
		expect(await row(5).textContent()).toMatch(/^Viernes8:00\sp\.\sm\.\s–\s2:00\sa\.\sm\.\s\(\+1\)$/);
		expect(await row(0).textContent()).toBe('DomingoCerrado');
		await visible(view.getByTestId('opening-status'));
		expect(await view.getByTestId('business-highlights').textContent()).toBe('El mejor bizcocho');
		const whatsapp = view.getByRole('link', { name: 'WhatsApp' });
		expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/18095551234\?text=/);
		expect(await whatsapp.getAttribute('rel')).toBe('noopener noreferrer');

		// The image is the uploaded one, loaded from the server.
		const image = view.getByTestId('business-image-view');
		await page.waitForFunction(
			() => (document.querySelector('[data-testid="business-image-view"]') as HTMLImageElement | null)?.naturalWidth,
		);
		expect(await image.getAttribute('alt')).toBe('Café del Conde');

		const stored = app.db.select().from(profiles).where(eq(profiles.id, id)).get();
		expect(stored).toMatchObject({ ownerId: owner.id, kind: 'business', tags: ['café', 'repostería'] });
		expect(stored?.lat).toBeCloseTo(18.47, 0);
		expect(stored?.lng).toBeCloseTo(-69.88, 0);
		expect(
			app.db
				.select()
				.from(uploads)
				.where(eq(uploads.id, stored?.imageId ?? ''))
				.get()?.profileId,
		).toBe(id);
		expect(app.db.select().from(profileHours).where(eq(profileHours.profileId, id)).all()).toHaveLength(2);
		await screenshot(page, 'business-profile-1280x800');
		await context.close();
	});

	it('proves the business e-mail with a one-time code (then under review, no badge yet), and deletes after confirming', async () => {
		const owner = await registerViaApi(app.url, { firstName: 'Pedro' });
		const email = `ventas.${owner.id}@example.com`.toLowerCase();
		const created = await fetch(`${app.url}/api/trpc/business.create`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
			body: JSON.stringify({
				title: 'Ferretería La Esquina',
				about: 'Materiales y herramientas.',
				ownerName: 'Pedro Almánzar',
				ownerDescription: 'Ferretero del barrio.',
				tags: ['ferretería'],
				categorySlug: 'hardware-and-building-materials',
				website: 'https://ferreterialaesquina.do',
				phone: '+18095550101',
				email,
				address: 'Av. Duarte 12',
				lat: 19.45,
				lng: -70.69,
				city: 'Santiago',
				province: '',
				// A persona física: the owner's cédula stands for the RNC.
				rnc: '001-1391820-5',
				postalCode: '',
				imageId: null,
				bannerId: null,
				hours: [],
				features: [],
				socialLinks: [],
			}),
		});
		const id = ((await created.json()) as { result: { data: { id: number } } }).result.data.id;

		// A visitor sees the page without the owner's tools; an unknown id is 'Profile not found'.
		const visitorContext = await app.newContext();
		const visitor = await visitorContext.newPage();
		await visitor.goto(`/businessProfile?id=${id}`);
		await visible(visitor.getByTestId('business-profile'));
		expect(await visitor.getByTestId('owner-actions').count()).toBe(0);
		expect(await visitor.getByTestId('verified-badge').count()).toBe(0);
		// A cédula is masked for everyone but the owner, as a freelancer's is.
		expect(await visitor.getByTestId('business-tax-id-view').textContent()).toBe('Cédula: ***-****820-5');
		await visitor.goto('/businessProfile?id=999999');
		await visible(visitor.getByText('Perfil no encontrado'));
		await visitorContext.close();

		const context = await app.newContext();
		const page = await context.newPage();
		await signInWithToken(page, owner.token);
		await page.goto(`/businessProfile?id=${id}`);
		await (await visible(page.getByTestId('verify-business'))).click();
		await visible(page.getByTestId('business-verify-page'));
		// The request names what is verified: the business and its number, whole for its owner.
		expect(await (await visible(page.getByTestId('verify-tax-id'))).textContent()).toBe('Cédula: 001-1391820-5');
		await page.getByTestId('verify-channel-email').click();
		await page.getByTestId('verify-send').click();
		await visible(page.getByTestId('verify-pending'));
		const mail = app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).get();
		const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
		expect(code).toMatch(/^\d{6}$/);

		const codeInput = page.getByTestId('verify-code');
		await codeInput.fill(code === '000000' ? '111111' : '000000');
		await page.getByTestId('verify-confirm').click();
		await page.waitForFunction(() =>
			document.querySelector('[data-testid="verify-code"]')?.getAttribute('aria-invalid'),
		);
		expect(await inputError(codeInput)).toBe('El código no es correcto');
		await codeInput.fill(code);
		await page.getByTestId('verify-confirm').click();
		// The code proves the contact; staff review the request before the badge shows (issue 21,
		// admin-verification.e2e.ts walks the approval).
		await visible(page.getByTestId('verify-under-review'));
		expect(await page.getByTestId('verify-status').textContent()).toBe('En revisión');
		expect(app.db.select().from(profiles).where(eq(profiles.id, id)).get()?.verifiedAt).toBeNull();
		await page.goto(`/businessProfile?id=${id}`);
		await visible(page.getByTestId('owner-actions'));
		expect(await page.getByTestId('verified-badge').count()).toBe(0);

		await page.getByTestId('delete-profile').click();
		const dialog = await visible(page.getByTestId('delete-profile-confirm'));
		await dialog.getByRole('button', { name: 'Cancelar' }).click();
		expect(app.db.select().from(profiles).where(eq(profiles.id, id)).get()).toBeDefined();
		await page.getByTestId('delete-profile').click();
		await page.getByTestId('delete-profile-submit').click();
		await visible(notification(page, 'Perfil eliminado'));
		await visible(page.getByTestId('my-business-profiles'));
		expect(app.db.select().from(profiles).where(eq(profiles.id, id)).get()).toBeUndefined();
		await context.close();
	});
});
