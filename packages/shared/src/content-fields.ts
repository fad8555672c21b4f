import * as z from 'zod/mini';

/**
 * What the CMS needs to know of a content field beyond its type: the label staff read, a hint,
 * whether each language writes it (`translated`) or it is entered once for all, and the widget
 * when the type alone does not say it. Kept as the schema's JSON Schema metadata
 * (z.toJSONSchema carries it), so the CMS configuration is generated from the schemas alone
 * (apps/cms/scripts/cms-config.ts).
 */
export interface FieldInfo {
  /** The field's label in the CMS, in the company's language. */
  title: string;
  description?: string;
  /** Each language has its own value; otherwise it is entered once and copied to every language. */
  'x-translated'?: true;
  /** 'text' for a multi-line text, 'image' for an uploaded image's path. */
  'x-widget'?: 'text' | 'image';
}

/** Registers a field's CMS metadata on its schema and returns the schema. */
export function field<T extends z.core.$ZodType>(schema: T, info: FieldInfo): T {
  z.globalRegistry.add(schema, { ...info });
  return schema;
}

/** A text with something in it (trimmed). */
export const text = () => z.string().check(z.trim(), z.minLength(1));

/**
 * An image staff uploaded: its path under the repository's content/images, as the CMS writes it
 * (the build checks that the file exists).
 */
export const imagePath = () =>
  z.string().check(z.regex(/^\/content\/images\/[\w./-]+\.(?:avif|gif|jpe?g|png|svg|webp)$/i));

/** Marks an entry as sample content: its page shows a "sample" notice while one is shown. */
export const sampleMark = () =>
  field(z.optional(z.boolean()), {
    title: 'Contenido de muestra',
    description:
      'Marcado mientras la entrada sea un ejemplo; desmárquelo al poner los datos reales.',
  });

/**
 * Whether any entry shown is still a sample: the page then says its entries are samples, and
 * stops saying it once staff have replaced every one (unmarked it in the CMS).
 */
export function hasSample(entries: readonly { sample?: boolean }[]): boolean {
  return entries.some((entry) => entry.sample === true);
}
