import { describe, expect, it } from 'vitest';
import { activeRelationship as judged, targetElsewhere } from './docx-relationships.js';

const type = (short: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${short}`;
/** The relationship as written (Type, Target, TargetMode), judged by its type. */
const judge = (written: { Type: string; Target: string; TargetMode?: string }) =>
  judged({
    id: 'rId1',
    type: written.Type,
    target: written.Target,
    external: written.TargetMode === 'External',
  });

describe('activeRelationship', () => {
  const external = (short: string, target: string) => ({
    Type: type(short),
    Target: target,
    TargetMode: 'External',
  });
  it('allows links and a template on the author’s own disk', () => {
    expect(judge(external('hyperlink', 'https://a.example/'))).toBeUndefined();
    expect(judge(external('attachedTemplate', 'file:///C:/Users/a/Normal.dotm'))).toBeUndefined();
    expect(
      judge({
        Type: type('package'),
        Target: '../embeddings/Sheet1.xlsx',
      }),
    ).toBeUndefined();
    // POI's 52449.docx and a template beside the document (TestPoiXMLDocumentCoreProperties…).
    expect(
      judge(external('mailMergeSource', 'file:///C:\\Documents%20and%20Settings\\a\\Lista.docx')),
    ).toBeUndefined();
    expect(judge(external('attachedTemplate', 'Normal.dotm'))).toBeUndefined();
  });

  it('leaves embedded objects and packages to be judged by what they are (checkDocx)', () => {
    for (const target of ['embeddings/oleObject1.bin', '../embeddings/Other.docx']) {
      for (const short of ['oleObject', 'package']) {
        expect(judge({ Type: type(short), Target: target })).toBeUndefined();
      }
    }
  });

  it('refuses what is fetched from elsewhere or embedded', () => {
    const cases = [
      external('attachedTemplate', 'https://evil.test/t.dotm'),
      external('attachedTemplate', '\\\\evil.test\\share\\t.dotm'),
      external('attachedTemplate', 'file://evil.test/share/t.dotm'),
      external('image', 'https://tracker.test/pixel.png'),
      external('subDocument', 'https://evil.test/s.docx'),
      external('oleObject', 'https://evil.test/linked.xlsx'),
      external('mailMergeSource', '\\\\evil.test\\share\\datos.xlsx'),
      { Type: type('aFChunk'), Target: 'afchunk.rtf' },
      { Type: type('control'), Target: 'activeX/activeX1.xml' },
    ];
    for (const relationship of cases) {
      expect(judge(relationship), relationship.Target).toBeDefined();
    }
  });
});

describe('targetElsewhere', () => {
  it('tells the package and the reader’s disk from other places, percent-escapes undone', () => {
    const at = (target: string, external = true) =>
      targetElsewhere({ id: 'rId1', type: type('image'), target, external });
    expect(at('/word/media/image1.png', false)).toBe(false);
    expect(at('media/image1.png', false)).toBe(false);
    expect(at('file:///C:/fotos/vivero.jpg')).toBe(false);
    expect(at('Normal.dotm')).toBe(false);
    for (const target of [
      'https://evil.test/p.png',
      '\\\\evil.test\\s\\p.png',
      '//evil.test/p.png',
      'file://evil.test/s/p.png',
      '%5C%5Cevil.test%5Cs%5Cp.png',
      '/etc/p.png',
    ]) {
      expect(at(target), target).toBe(true);
    }
    // An internal relationship to a web address is no part: it is fetched all the same.
    expect(at('https://evil.test/p.png', false)).toBe(true);
  });
});
