import { z } from 'zod';

/** The JSON every answer of the contact endpoint has, checked rather than trusted. */
export const answerBodySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  code: z.string(),
});

export type AnswerBody = z.output<typeof answerBodySchema>;
