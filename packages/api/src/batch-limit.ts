/**
 * Most calls one tRPC request may carry. The server refuses larger batches before running any of
 * them; the web client's httpBatchLink splits its batches at the same size. Free of server code, so
 * the browser can import it (`@edge/api/batch-limit`).
 */
export const MAX_BATCH_CALLS = 10;
