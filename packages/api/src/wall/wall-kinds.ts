/** The business wall's enumerations and limits for the web app, without zod or the database layer. */
export * from '@edge/db/wall-kinds';
