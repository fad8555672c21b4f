/**
 * A phone number as a tel: link: its digits after the +. Apart from company.ts, whose schema
 * would bring zod into every page's script (site-config.ts, which every page imports, needs
 * this and only the schema's type).
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
