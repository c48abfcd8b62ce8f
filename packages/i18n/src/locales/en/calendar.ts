/** Texts of the calendar feature (issue 9). */
export const calendar = {} as const;
