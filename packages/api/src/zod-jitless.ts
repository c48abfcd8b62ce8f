import { z } from 'zod';

/**
 * In the browser zod must never try eval (new Function): the app's Content Security Policy forbids
 * it, and the refused probe is reported as a violation (a console error on the page). Zod decides
 * whether to compile an object's parser when the object schema is built, so this runs before any
 * schema module: schemas.ts imports it first (ES modules run their imports in order). The server
 * keeps zod's compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
