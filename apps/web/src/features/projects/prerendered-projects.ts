import { createContext } from 'react';
import type { ListedProject } from '@verdalia/shared';

/**
 * The project list of the language being prerendered, read from public/list-<lng>.json at
 * build time, each project with its page's slugs (withPageSlugs). Only the prerender provides
 * it; in the browser the list is fetched.
 */
export const PrerenderedProjects = createContext<readonly ListedProject[] | null>(null);
