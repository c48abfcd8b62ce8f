import { describe, expect, it } from 'vitest';
import { telUrl, whatsappUrl } from './contact-actions';

describe('the call and WhatsApp links of a profile', () => {
	it('dial a stored number (E.164) as it is', () => {
		expect(telUrl('+18095551234')).toBe('tel:+18095551234');
		expect(telUrl('+34612345678')).toBe('tel:+34612345678');
		expect(whatsappUrl('+18295551234', 'Hola, Café')).toBe('https://wa.me/18295551234?text=Hola%2C%20Caf%C3%A9');
	});

	it('read an older value written another way, and keep one that is not a number as it is', () => {
		expect(telUrl('(809) 555-1234')).toBe('tel:+18095551234');
		expect(whatsappUrl('809-555-1234', 'Hola')).toBe('https://wa.me/18095551234?text=Hola');
		expect(telUrl('llamar al colmado')).toBe('tel:llamar al colmado');
		expect(whatsappUrl('ext. 12', 'Hola')).toBe('https://wa.me/12?text=Hola');
	});
});
