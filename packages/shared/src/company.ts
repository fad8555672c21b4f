import * as z from 'zod/mini';
import { field, sampleMark, text } from './content-fields.js';

/**
 * content/company/<lng>.json: the company's contact data and the privacy notice's company
 * facts. Only the offices' city names are each language's own.
 */
export const companySchema = z.object({
  email: field(z.email(), { title: 'Correo electrónico' }),
  phones: field(z.array(z.string().check(z.regex(/^\+[\d ]{6,20}$/))).check(z.minLength(1)), {
    title: 'Teléfonos',
    description: 'Con el prefijo del país: +506 4000 1234. El primero es el principal.',
  }),
  offices: field(
    z
      .array(
        z.object({
          city: field(text(), { title: 'Ciudad', 'x-translated': true }),
          country: field(z.string().check(z.regex(/^[A-Z]{2}$/)), {
            title: 'País',
            description: 'Código ISO de dos letras: CR.',
          }),
        }),
      )
      .check(z.minLength(1)),
    { title: 'Oficinas' },
  ),
  social: field(
    z.object({
      linkedin: field(z.url({ protocol: /^https$/ }), { title: 'LinkedIn' }),
    }),
    { title: 'Redes' },
  ),
  privacy: field(
    z.object({
      /** The company responsible for the data, as the privacy notice names it. */
      controller: field(text(), { title: 'Responsable (razón social)' }),
      /** Months a message stays in the staff's inbox. */
      inboxMonths: field(z.int().check(z.positive()), {
        title: 'Meses que se guardan los mensajes',
      }),
      /** The date the company last reviewed its privacy notice. */
      reviewed: field(z.iso.date(), { title: 'Última revisión (AAAA-MM-DD)' }),
    }),
    { title: 'Aviso de privacidad' },
  ),
  sample: sampleMark(),
});

export type Company = z.infer<typeof companySchema>;
