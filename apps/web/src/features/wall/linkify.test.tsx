import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWebTests, renderWithProviders } from '../../test/render-page';
import { LinkedText, USER_LINK_REL } from './linked-text';
import { splitLinks } from './linkify';

describe('splitLinks', () => {
	it('keeps text without addresses as one piece', () => {
		expect(splitLinks('Hola, ¿cómo están?')).toEqual([{ kind: 'text', text: 'Hola, ¿cómo están?' }]);
		expect(splitLinks('')).toEqual([]);
	});

	it('turns http and https addresses into links between the text around them', () => {
		expect(splitLinks('Menu: https://edge.do/menu?day=1#top and http://example.com')).toEqual([
			{ kind: 'text', text: 'Menu: ' },
			{ kind: 'link', text: 'https://edge.do/menu?day=1#top', href: 'https://edge.do/menu?day=1#top' },
			{ kind: 'text', text: ' and ' },
			{ kind: 'link', text: 'http://example.com', href: 'http://example.com/' },
		]);
	});

	it('leaves sentence punctuation and unopened brackets outside the link', () => {
		expect(splitLinks('See https://edge.do/a.')).toEqual([
			{ kind: 'text', text: 'See ' },
			{ kind: 'link', text: 'https://edge.do/a', href: 'https://edge.do/a' },
			{ kind: 'text', text: '.' },
		]);
		expect(splitLinks('(https://edge.do/a), ok')).toEqual([
			{ kind: 'text', text: '(' },
			{ kind: 'link', text: 'https://edge.do/a', href: 'https://edge.do/a' },
			{ kind: 'text', text: '), ok' },
		]);
		expect(splitLinks('https://en.wikipedia.org/wiki/Edge_(band)')[0]).toEqual({
			kind: 'link',
			text: 'https://en.wikipedia.org/wiki/Edge_(band)',
			href: 'https://en.wikipedia.org/wiki/Edge_(band)',
		});
	});

	it('never links other schemes, credentials or markup', () => {
		for (const text of [
			'javascript:alert(1)',
			'data:text/html,<script>alert(1)</script>',
			'ftp://edge.do/file',
			'www.edge.do',
			'<a href="https://evil.example">x</a>'.replace('https://evil.example', 'javascript:void(0)'),
		]) {
			expect(splitLinks(text).every((part) => part.kind === 'text')).toBe(true);
		}
		expect(splitLinks('https://user:pass@evil.example').some((part) => part.kind === 'link')).toBe(false);
		// A quote or angle bracket ends the address: an attribute cannot be smuggled into it.
		expect(splitLinks('<a href="https://edge.do/x">y</a>')).toEqual([
			{ kind: 'text', text: '<a href="' },
			{ kind: 'link', text: 'https://edge.do/x', href: 'https://edge.do/x' },
			{ kind: 'text', text: '">y</a>' },
		]);
	});

	it('keeps every character of the text, in order', () => {
		const text = 'a https://x.do/1, b (http://y.do) c https://z.do/?q=<b>';
		expect(
			splitLinks(text)
				.map((part) => part.text)
				.join(''),
		).toBe(text);
	});
});

describe('LinkedText', () => {
	beforeAll(prepareWebTests);
	afterEach(cleanup);

	it('renders text as text and addresses as safe new-tab links', () => {
		renderWithProviders(
			<LinkedText data-testid="linked">{'<b>bold?</b> https://edge.do/menu\njavascript:alert(1)'}</LinkedText>,
		);
		const root = screen.getByTestId('linked');
		expect(root.querySelector('b')).toBeNull();
		expect(root.textContent).toBe('<b>bold?</b> https://edge.do/menu\njavascript:alert(1)');
		const links = root.querySelectorAll('a');
		expect(links).toHaveLength(1);
		const link = links[0] as HTMLAnchorElement;
		expect(link.getAttribute('href')).toBe('https://edge.do/menu');
		expect(link.getAttribute('rel')).toBe(USER_LINK_REL);
		expect(link.getAttribute('target')).toBe('_blank');
	});
});
