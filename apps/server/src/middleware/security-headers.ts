import { secureHeaders } from 'hono/secure-headers';

/**
 * The CSP allows exactly what the SPA loads: its own scripts, workers and manifest; inline styles
 * (Mantine writes CSS variables into <style> tags); images from itself, data: and blob: (previews of
 * uploads). The app may not be framed anywhere.
 */
export function securityHeaders() {
	return secureHeaders({
		contentSecurityPolicy: {
			defaultSrc: ["'self'"],
			scriptSrc: ["'self'"],
			styleSrc: ["'self'", "'unsafe-inline'"],
			imgSrc: ["'self'", 'data:', 'blob:'],
			fontSrc: ["'self'", 'data:'],
			connectSrc: ["'self'"],
			workerSrc: ["'self'"],
			manifestSrc: ["'self'"],
			objectSrc: ["'none'"],
			baseUri: ["'self'"],
			formAction: ["'self'"],
			frameAncestors: ["'none'"],
		},
		xContentTypeOptions: 'nosniff',
		referrerPolicy: 'strict-origin-when-cross-origin',
		xFrameOptions: 'DENY',
		crossOriginEmbedderPolicy: false,
	});
}
