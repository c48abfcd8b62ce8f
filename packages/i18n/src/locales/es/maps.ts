export const maps = {} as const;
