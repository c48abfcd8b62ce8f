export const business = {} as const;
