/** The directory's enumerations for the web app, without zod or the database layer. */
export * from '@edge/db/profile-kinds';
