/** The chat's enumerations and limits for the web app, without zod or the database layer. */
export * from '@edge/db/chat-kinds';
