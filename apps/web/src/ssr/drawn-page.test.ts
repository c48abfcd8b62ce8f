import { beforeEach, describe, expect, it } from 'vitest';
import { makeDrawnFieldsLive, makeDrawnPageLive } from './drawn-page';

/** A drawn page as first-view.ts marks it: the root, and each form, field and button inert. */
const DRAWN_PAGE = `
	<header>
		<a href="/businessWall">Muro</a>
		<button inert data-drawn data-testid="login">Iniciar sesión</button>
	</header>
	<form inert data-drawn role="search">
		<input inert data-drawn type="search" name="q" value="">
		<button inert data-drawn type="submit">Buscar</button>
	</form>
	<form inert data-drawn data-testid="filters">
		<input inert data-drawn type="checkbox" name="open">
		<select inert data-drawn name="kind"><option>Todos</option></select>
	</form>
	<textarea inert data-drawn name="message"></textarea>
	<input inert data-drawn placeholder="sin nombre">
`;

describe('a drawn page made live', () => {
	let root: HTMLElement;
	beforeEach(() => {
		document.body.innerHTML = `<div id="root" data-drawn>${DRAWN_PAGE}</div>`;
		root = document.getElementById('root') as HTMLElement;
	});

	const inert = (selector: string) => root.querySelector(selector)?.hasAttribute('inert');

	it('when drawn anew, first lifts only the text fields carried over and their forms', () => {
		makeDrawnFieldsLive(root);
		expect(inert('input[name="q"]')).toBe(false);
		expect(inert('form[role="search"]')).toBe(false);
		expect(inert('textarea[name="message"]')).toBe(false);
		// Nothing would handle or carry these: they wait for the app.
		expect(inert('[data-testid="login"]')).toBe(true);
		expect(inert('button[type="submit"]')).toBe(true);
		expect(inert('input[type="checkbox"]')).toBe(true);
		expect(inert('select')).toBe(true);
		expect(inert('[data-testid="filters"]')).toBe(true);
		expect(inert('input:not([name])')).toBe(true);
		// The root still says the app is not live.
		expect(root.hasAttribute('data-drawn')).toBe(true);
		expect(root.querySelector('input[name="q"]')?.hasAttribute('data-drawn')).toBe(false);
	});

	it('lifts everything, the root mark too, on the first commit (after the fields or at once)', () => {
		makeDrawnFieldsLive(root);
		makeDrawnPageLive(root);
		expect(root.querySelectorAll('[inert], [data-drawn]').length).toBe(0);
		expect(root.hasAttribute('data-drawn')).toBe(false);

		document.body.innerHTML = `<div id="root" data-drawn inert>${DRAWN_PAGE}</div>`;
		const taken = document.getElementById('root') as HTMLElement;
		makeDrawnPageLive(taken);
		expect(taken.querySelectorAll('[inert], [data-drawn]').length).toBe(0);
		expect(taken.hasAttribute('data-drawn') || taken.hasAttribute('inert')).toBe(false);
	});
});
