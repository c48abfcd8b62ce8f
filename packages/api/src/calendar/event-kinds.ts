/** The Edge Calendar's limits for the web app, without zod or the database layer. */
export * from '@edge/db/event-kinds';
