import { MAX_IMAGE_BYTES } from '@edge/api/image-rules';
import { TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../lib/auth-token';
import { changeLanguage } from '../../lib/i18n';
import { prepareWebTests, renderWithProviders } from '../../test/render-page';
import { ImageUploadField } from './image-upload-field';

beforeAll(prepareWebTests);
beforeEach(async () => {
	await changeLanguage('es');
	storeToken('token-123');
});
afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

function fileOf(head: number[] | string, size: number, name: string, type: string): File {
	const bytes = new Uint8Array(size);
	const start = typeof head === 'string' ? new TextEncoder().encode(head) : Uint8Array.from(head);
	bytes.set(start.subarray(0, size));
	return new File([bytes], name, { type });
}

/** The field inside a small form with another field, as the profile forms use it. */
function Form({ initial = null }: { initial?: string | null }) {
	const [image, setImage] = useState<string | null>(initial);
	const [title, setTitle] = useState('Café del Mar');
	return (
		<>
			<TextInput label="Título" value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
			<ImageUploadField label="Imagen" value={image} onChange={setImage} testId="logo" />
			<output data-testid="value">{image ?? 'none'}</output>
		</>
	);
}

async function choose(file: File) {
	const input = await screen.findByTestId('logo-input');
	await act(async () => {
		fireEvent.change(input, { target: { files: [file] } });
	});
}

const errorText = () => screen.findByTestId('logo-error').then((node) => node.textContent);
const value = () => screen.getByTestId('value').textContent;

describe('ImageUploadField refuses in the browser, without uploading', () => {
	it.each([
		[
			'a text file named .jpg',
			fileOf('hola, no soy una foto', 21, 'photo.jpg', 'image/jpeg'),
			'El archivo no es una imagen JPG o PNG.',
		],
		[
			'a GIF named .png',
			fileOf('GIF89a', 64, 'photo.png', 'image/png'),
			'Ese formato de imagen no se admite: usa una imagen JPG o PNG.',
		],
		[
			'a PNG of exactly 2 MB',
			fileOf(PNG_HEAD, MAX_IMAGE_BYTES, 'big.png', 'image/png'),
			'La imagen debe pesar menos de 2 MB.',
		],
		['an empty file', fileOf([], 0, 'empty.jpg', 'image/jpeg'), 'El archivo está vacío.'],
	])('%s', async (_name, file, message) => {
		const fetchSpy = vi.spyOn(globalThis, 'fetch');
		renderWithProviders(<Form />);
		await choose(file);
		expect(await errorText()).toBe(message);
		expect(fetchSpy).not.toHaveBeenCalled();
		expect(value()).toBe('none');
		expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Café del Mar');
	});

	it('gives the reason in English when the page is in English', async () => {
		await changeLanguage('en');
		renderWithProviders(<Form />);
		await choose(fileOf(JPEG_HEAD, MAX_IMAGE_BYTES + 10, 'big.jpg', 'image/jpeg'));
		expect(await errorText()).toBe('The image must be smaller than 2 MB.');
	});
});

describe('ImageUploadField uploads an accepted file', () => {
	it('posts it with the bearer token and the language, then holds the new id and shows a preview', async () => {
		const fetchSpy = vi
			.spyOn(globalThis, 'fetch')
			.mockResolvedValue(
				Response.json({ id: 'upl_abcdefgh12', width: 320, height: 200, format: 'png' }, { status: 201 }),
			);
		renderWithProviders(<Form />);
		await choose(fileOf(PNG_HEAD, 4096, 'whatever.bin', 'application/octet-stream'));
		await waitFor(() => expect(value()).toBe('upl_abcdefgh12'));

		const [url, init] = fetchSpy.mock.calls[0] ?? [];
		expect(url).toBe('/api/v1/uploads');
		expect(init?.method).toBe('POST');
		expect(init?.credentials).toBe('include');
		expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-123', 'Accept-Language': 'es' });
		expect(init?.body).toBeInstanceOf(FormData);
		expect((init?.body as FormData | undefined)?.get('file')).toBeInstanceOf(Blob);

		const preview = screen.getByTestId('logo-preview');
		expect(preview.getAttribute('src')).toBe('/uploads/upl_abcdefgh12/320');
		expect(preview.closest('picture')?.querySelector('source')?.getAttribute('type')).toBe('image/webp');
		expect(screen.getByText('Cambiar imagen')).toBeTruthy();
	});

	it("shows the server's reason and keeps the previous image and the rest of the form", async () => {
		vi.spyOn(globalThis, 'fetch').mockResolvedValue(
			Response.json({ error: 'La imagen está dañada o incompleta y no se puede leer.' }, { status: 400 }),
		);
		renderWithProviders(<Form initial="old_image_id" />);
		await choose(fileOf(JPEG_HEAD, 4096, 'cut.jpg', 'image/jpeg'));
		expect(await errorText()).toBe('La imagen está dañada o incompleta y no se puede leer.');
		expect(value()).toBe('old_image_id');
		expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Café del Mar');
	});

	it('says so when the server cannot be reached', async () => {
		vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
		renderWithProviders(<Form />);
		await choose(fileOf(JPEG_HEAD, 4096, 'a.jpg', 'image/jpeg'));
		expect(await errorText()).toBe('No se pudo conectar con el servidor. Revisa tu conexión.');
		expect(value()).toBe('none');
	});

	it('removes the image', async () => {
		renderWithProviders(<Form initial="old_image_id" />);
		await act(async () => {
			fireEvent.click(await screen.findByTestId('logo-remove'));
		});
		expect(value()).toBe('none');
		expect(screen.queryByTestId('logo-preview')).toBeNull();
		expect(screen.getByText('Elegir imagen')).toBeTruthy();
	});
});
