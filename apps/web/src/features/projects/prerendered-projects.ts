import { createContext } from 'react';
import type { Project } from '@verdalia/shared';

/**
 * The project list of the language being prerendered, read from public/list-<lng>.json at
 * build time. Only the prerender provides it; in the browser the list is fetched.
 */
export const PrerenderedProjects = createContext<readonly Project[] | null>(null);
