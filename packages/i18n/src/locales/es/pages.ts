/** Page texts: home, about us, privacy policy and the pages of features still to come. */
export const pages = {} as const;
