export const images = {} as const;
