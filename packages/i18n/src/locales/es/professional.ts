export const professional = {} as const;
