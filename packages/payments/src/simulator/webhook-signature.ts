import { createHmac, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * PayPal signs `transmission_id|transmission_time|webhook_id|crc32(body)` with its certificate's key.
 * The simulator signs the same string with an HMAC key only it knows, so only events it delivered
 * verify; the app never checks signatures itself (it asks verify-webhook-signature).
 */
export function signTransmission(
	key: string,
	transmissionId: string,
	time: string,
	webhookId: string,
	body: string,
): string {
	const message = `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
	return createHmac('sha256', key).update(message).digest('base64');
}

export function sameSignature(a: string, b: string): boolean {
	const left = Buffer.from(a);
	const right = Buffer.from(b);
	return left.length === right.length && timingSafeEqual(left, right);
}
