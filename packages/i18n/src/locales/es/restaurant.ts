export const restaurant = {} as const;
