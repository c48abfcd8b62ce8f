/**
 * Which build is running (VITE_BUILD_ID at build time, 'local' otherwise). Written on <html
 * data-build> so support and the update test can tell two versions apart.
 */
export const BUILD_ID: string = (import.meta.env.VITE_BUILD_ID as string | undefined) ?? 'local';
