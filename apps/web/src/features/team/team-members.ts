import type { TeamMember } from '@verdalia/shared';

export type { TeamMember };

const fields = ['id', 'name', 'position', 'background', 'specialty'] as const;

function isTeamMember(value: unknown): value is TeamMember {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return fields.every((field) => typeof record[field] === 'string' && record[field].trim() !== '');
}

/**
 * Reads the member list out of the `team` namespace (content/team/<lng>.json, checked by the
 * build). A missing or malformed entry is dropped rather than rendered half-empty (a missing
 * namespace yields the key string).
 */
export function toTeamMembers(value: unknown): TeamMember[] {
  return Array.isArray(value) ? value.filter(isTeamMember) : [];
}
