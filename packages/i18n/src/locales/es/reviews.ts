export const reviews = {} as const;
