/** A token inside a PDF dictionary, as the scanner records it (pdf-scanner.ts). */
export type DictionaryToken =
  | { kind: 'name'; name: string }
  | { kind: 'integer'; value: number }
  | { kind: '[' | ']' | '<<' | '>>' | 'R' | 'other' };

/** A dictionary value as far as the check reads one (ISO 32000-1, 7.3); the rest is 'other'. */
export type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'integer'; value: number }
  | { kind: 'reference'; number: number; generation: number }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dictionary'; entries: PdfDictionary }
  | { kind: 'other' };
export type PdfDictionary = ReadonlyMap<string, PdfValue>;

/** Nesting read at most; deeper values are not something the check needs. */
const maxNesting = 16;

class TokenReader {
  index = 0;
  constructor(readonly tokens: readonly DictionaryToken[]) {}

  peek(ahead = 0): DictionaryToken | undefined {
    return this.tokens[this.index + ahead];
  }
}

function readValue(reader: TokenReader, nesting: number): PdfValue | undefined {
  const token = reader.peek();
  if (!token || nesting > maxNesting) return undefined;
  reader.index += 1;
  switch (token.kind) {
    case 'name':
      return { kind: 'name', name: token.name };
    case 'integer': {
      const generation = reader.peek();
      if (generation?.kind === 'integer' && reader.peek(1)?.kind === 'R') {
        reader.index += 2;
        return { kind: 'reference', number: token.value, generation: generation.value };
      }
      return { kind: 'integer', value: token.value };
    }
    case '[': {
      const items: PdfValue[] = [];
      while (reader.peek()?.kind !== ']') {
        const item = readValue(reader, nesting + 1);
        if (!item) return undefined;
        items.push(item);
      }
      reader.index += 1;
      return { kind: 'array', items };
    }
    case '<<': {
      const entries = readEntries(reader, nesting + 1, '>>');
      return entries && { kind: 'dictionary', entries };
    }
    case 'R':
    case 'other':
      return { kind: 'other' };
    default:
      // A closing bracket where a value belongs.
      return undefined;
  }
}

function readEntries(
  reader: TokenReader,
  nesting: number,
  closing: '>>' | undefined,
): Map<string, PdfValue> | undefined {
  const entries = new Map<string, PdfValue>();
  for (;;) {
    const key = reader.peek();
    // The top level ends with the tokens, a nested dictionary at its `>>`.
    if (key === undefined) return closing === undefined ? entries : undefined;
    if (key.kind === closing) {
      reader.index += 1;
      return entries;
    }
    if (key.kind !== 'name') return undefined;
    reader.index += 1;
    const value = readValue(reader, nesting);
    if (!value) return undefined;
    entries.set(key.name, value);
  }
}

/**
 * The dictionary the tokens between `<<` and `>>` spell, or undefined when they do not
 * spell one (a key that is not a name, a bracket out of place, nesting past 16 levels).
 */
export function parseDictionary(tokens: readonly DictionaryToken[]): PdfDictionary | undefined {
  const reader = new TokenReader(tokens);
  const entries = readEntries(reader, 0, undefined);
  return entries && reader.index === tokens.length ? entries : undefined;
}

/** The integer under `key` when it is written directly. */
export function integerAt(dictionary: PdfDictionary, key: string): number | undefined {
  const value = dictionary.get(key);
  return value?.kind === 'integer' ? value.value : undefined;
}

/** The name under `key` when it is written directly. */
export function nameAt(dictionary: PdfDictionary, key: string): string | undefined {
  const value = dictionary.get(key);
  return value?.kind === 'name' ? value.name : undefined;
}

/** The integers of the array under `key`; undefined when it is not an array of integers. */
export function integersAt(dictionary: PdfDictionary, key: string): number[] | undefined {
  const value = dictionary.get(key);
  if (value?.kind !== 'array') return undefined;
  const numbers: number[] = [];
  for (const item of value.items) {
    if (item.kind !== 'integer') return undefined;
    numbers.push(item.value);
  }
  return numbers;
}

/**
 * A stream's filters in order (ISO 32000-1, 7.3.8.2): none, a name, or an array of names;
 * undefined when written another way (a reference), which the check does not follow.
 */
export function filtersOf(dictionary: PdfDictionary): string[] | undefined {
  const value = dictionary.get('Filter');
  if (value === undefined) return [];
  if (value.kind === 'name') return [value.name];
  if (value.kind !== 'array') return undefined;
  const names: string[] = [];
  for (const item of value.items) {
    if (item.kind !== 'name') return undefined;
    names.push(item.name);
  }
  return names;
}
