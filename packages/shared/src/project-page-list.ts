import * as z from 'zod/mini';
import { languages } from './languages.js';
import { projectSlugPattern, type ProjectPageAddress } from './project-pages.js';

// Apart from project-pages.ts, which the browser's address rule imports: the schema is for
// the build and the servers only, and would bring zod into every page's first visit.

/** Where the build keeps its list of project pages: next to client/, never served. */
export const projectPagesFile = 'project-pages.json';

/** The build's list of project pages, as the prerender writes it and the servers read it. */
export const projectPageAddressListSchema = z.array(
  z.object({
    project: z.int().check(z.positive()),
    language: z.enum(languages),
    slug: z.string().check(z.regex(projectSlugPattern)),
    path: z.string(),
    file: z.string(),
  }),
) satisfies z.ZodMiniType<ProjectPageAddress[]>;
