import { z } from 'zod';
import '../shared/zod-messages';

/** Which of the user's notices were read (shown); ids of other users' notices are ignored. */
export const markNoticesReadSchema = z.object({
	ids: z.array(z.number().int().positive()).min(1).max(100),
});
export type MarkNoticesReadInput = z.input<typeof markNoticesReadSchema>;
