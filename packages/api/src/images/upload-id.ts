import { z } from 'zod';
import '../shared/zod-messages';

/**
 * Upload ids are made by the server (upload.service.ts): URL-safe and of bounded length. Zod only,
 * so the browser's form schemas share it with the server's ownership check (upload-ownership.ts).
 */
export const uploadIdInput = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'images.notFound');
