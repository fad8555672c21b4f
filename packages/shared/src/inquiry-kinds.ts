/**
 * Who is writing, as the contact page's three cards name them: an organisation seeking
 * consulting or training, a consultant who wants to join the network, anyone else. The form
 * asks it; the staff's mail is routed and tagged by it.
 */
export const inquiryKinds = ['organization', 'consultant', 'other'] as const;

export type InquiryKind = (typeof inquiryKinds)[number];

/** What a submission without the field (an older form, a script) counts as. */
export const defaultInquiryKind: InquiryKind = 'other';

export function isInquiryKind(value: unknown): value is InquiryKind {
  return typeof value === 'string' && (inquiryKinds as readonly string[]).includes(value);
}
