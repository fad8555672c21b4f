import * as z from 'zod/mini';

/** One project of /list-<lng>.json. */
export const projectSchema = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  categories: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});

export const projectListSchema = z.array(projectSchema);

export type Project = z.infer<typeof projectSchema>;
