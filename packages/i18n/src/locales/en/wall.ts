/** Texts of the wall feature (issue 9). */
export const wall = {} as const;
