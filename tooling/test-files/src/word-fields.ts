/**
 * A paragraph holding a complex field as Word writes one (ISO/IEC 29500-1, 17.16.2): begin,
 * one instruction run per argument, separate, a result, end.
 */
export const fieldParagraph = (...instructions: string[]): string =>
  [
    '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>',
    ...instructions.map(
      (text) => `<w:r><w:instrText xml:space="preserve">${text}</w:instrText></w:r>`,
    ),
    '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r>',
    '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
  ].join('');
