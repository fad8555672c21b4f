import * as z from 'zod/mini';
import { field, imagePath, sampleMark, text } from './content-fields.js';

/** One client of content/clients/<lng>.json: a logo on the clients page, named by its alt text. */
export const clientSchema = z.object({
  /** Stable across languages: the client's own, never its place in the list. */
  id: field(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)), {
    title: 'Identificador',
    description: 'Minúsculas y guiones, único: banco-andino.',
  }),
  /** The client's name, as the client writes it in that language. */
  name: field(text(), { title: 'Nombre', 'x-translated': true }),
  logo: field(imagePath(), { title: 'Logotipo', 'x-widget': 'image' }),
  sample: sampleMark(),
});

export const clientListSchema = z.array(clientSchema);

export type Client = z.infer<typeof clientSchema>;
