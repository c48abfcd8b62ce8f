export const chat = {} as const;
