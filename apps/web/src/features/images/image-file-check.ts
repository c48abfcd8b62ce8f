import { type ImageRefusalKey, imageRefusal, SIGNATURE_BYTES } from '@edge/api/image-rules';

/**
 * The browser's own check before uploading, with the server's rules (@edge/api/image-rules): the
 * size, and the file's first bytes, never its name or declared type. Only those bytes are read.
 */
export async function imageFileRefusal(file: Blob): Promise<ImageRefusalKey | null> {
	const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
	return imageRefusal(head, file.size);
}
