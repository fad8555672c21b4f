import * as z from 'zod/mini';
import { field, imagePath, sampleMark, text } from './content-fields.js';

/** One member of content/team/<lng>.json: the about page's team cards. */
export const teamMemberSchema = z.object({
  /** Stable across languages. */
  id: field(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)), {
    title: 'Identificador',
    description: 'Minúsculas y guiones, único: valeria-montenegro.',
  }),
  name: field(text(), { title: 'Nombre' }),
  position: field(text(), { title: 'Cargo', 'x-translated': true }),
  /** Academic and professional background (back of the card). */
  background: field(text(), {
    title: 'Formación y trayectoria',
    'x-translated': true,
    'x-widget': 'text',
  }),
  specialty: field(text(), { title: 'Especialidad', 'x-translated': true }),
  /** A square portrait; without one the card shows no picture. */
  photo: field(z.optional(imagePath()), { title: 'Fotografía', 'x-widget': 'image' }),
  sample: sampleMark(),
});

export const teamSchema = z.array(teamMemberSchema);

export type TeamMember = z.infer<typeof teamMemberSchema>;
