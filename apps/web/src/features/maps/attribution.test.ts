import { describe, expect, it } from 'vitest';
import { attributionParts } from './attribution';

describe("a tile provider's attribution", () => {
	it('reads the default one as text and a link', () => {
		expect(
			attributionParts('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
		).toEqual([
			{ text: '© ' },
			{ text: 'OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' },
			{ text: ' contributors' },
		]);
	});

	it('keeps only http(s) links and text, dropping every other tag', () => {
		expect(
			attributionParts(
				`Tiles <b>&#169; Esri</b> <a href='javascript:alert(1)'>x</a><script>alert(1)</script> &amp; <a href="http://a.example/?q=1&amp;r=2" onclick="x()">A &lt;b&gt;</a>`,
			),
		).toEqual([
			{ text: 'Tiles © Esri ' },
			{ text: 'x' },
			{ text: 'alert(1) & ' },
			{ text: 'A <b>', href: 'http://a.example/?q=1&r=2' },
		]);
	});
});
