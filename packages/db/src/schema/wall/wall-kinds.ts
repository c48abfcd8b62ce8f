/** The business wall's enumerations and limits, free of drizzle so the web app can import them. */
export const REACTIONS = ['like', 'dislike'] as const;
export type Reaction = (typeof REACTIONS)[number];

export const POST_TITLE_MAX = 120;
export const POST_CONTENT_MAX = 5000;
export const COMMENT_MAX = 2000;
export const REPORT_REASON_MAX = 500;
