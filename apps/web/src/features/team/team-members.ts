/** One team member as stored in the `about` translations (`team.members`). */
export interface TeamMember {
  /** Stable across languages; also names the portrait file. */
  id: string;
  name: string;
  position: string;
  /** Academic and professional background (back of the card). */
  background: string;
  specialty: string;
  /** The portrait staff uploaded (`/content/images/team/…`); else the drawn one. */
  photo?: string;
}

const fields = ['id', 'name', 'position', 'background', 'specialty'] as const;

function isTeamMember(value: unknown): value is TeamMember {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    fields.every((field) => typeof record[field] === 'string' && record[field].trim() !== '') &&
    (record.photo === undefined || typeof record.photo === 'string')
  );
}

/**
 * Reads the member list out of a translation value. A missing or malformed entry is
 * dropped rather than rendered half-empty (a missing namespace yields the key string).
 */
export function toTeamMembers(value: unknown): TeamMember[] {
  return Array.isArray(value) ? value.filter(isTeamMember) : [];
}

export function portraitSrc(member: Pick<TeamMember, 'id'>): string {
  return `/images/team/${member.id}.svg`;
}
