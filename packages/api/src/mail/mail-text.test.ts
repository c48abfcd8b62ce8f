import { describe, expect, it } from 'vitest';
import { headerText } from './header-text';
import { withoutSecrets } from './mail-secrets';

describe('headerText', () => {
	it.each([
		['Carlos\r\nBcc: x@y.example', 'Carlos Bcc: x@y.example'],
		['Carlos\nBcc: x@y.example', 'Carlos Bcc: x@y.example'],
		['Carlos\rBcc: x@y.example', 'Carlos Bcc: x@y.example'],
		['Carlos \r\n\r\n\tBcc', 'Carlos Bcc'],
		['Carlos Gómez', 'Carlos Gómez'],
	])('puts %j on one line', (value, line) => {
		expect(headerText(value)).toBe(line);
	});
});

describe('withoutSecrets', () => {
	it('replaces every occurrence of each secret', () => {
		expect(withoutSecrets('code 123456, again 123456; link ?token=abc', ['123456', 'abc'])).toBe(
			'code [redacted], again [redacted]; link ?token=[redacted]',
		);
	});

	it('ignores an empty secret', () => {
		expect(withoutSecrets('hola', [''])).toBe('hola');
	});
});
