/** Zod inputs of the business wall, shared by the server and the web forms (being written). */
export {};
