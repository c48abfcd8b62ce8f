/** Zod inputs of the Edge Calendar, shared by the server and the web forms (being written). */
export {};
