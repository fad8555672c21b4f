import { describe, expect, it } from 'vitest';
import { fileTargetRefusal, linkRefusal } from './link-targets.js';

describe('linkRefusal: links lead only to the web, to mail, or beside the document', () => {
  it.each([
    'https://verdalia.example/servicios',
    'HTTP://verdalia.example/',
    'mailto:contacto@verdalia.example',
    'anexo.pdf',
    '../doc/guia.pdf',
    'man/index.html#devscan',
    '  https://verdalia.example/\n',
  ])('lets %s be followed', (target) => {
    expect(linkRefusal(target)).toBeUndefined();
  });

  it.each([
    ['search-ms:query=x&crumb=location:%5C%5Cevil.test%5Cs', /search-ms:/],
    ['ms-word:ofe|u|https://evil.test/t.docx', /ms-word:/],
    ['ms-msdt:/id PCWDiagnostic', /ms-msdt:/],
    ['file:///C:/Users/Public/x.hta', /file:/],
    ['javascript:alert(1)', /javascript:/],
    ['\u0001 javascript:alert(1)', /javascript:/],
    ['java%0Ascript:alert(1)', /javascript:/],
    ['data:text/html,<script>', /data:/],
    ['ftp://evil.test/x', /ftp:/],
    ['\\\\evil.test\\share\\x.docx', /reaches/],
    ['//evil.test/share', /reaches/],
    ['C:\\Windows\\System32\\calc.exe', /reader's disk/],
    ['/etc/passwd', /reader's disk/],
  ])('refuses %s', (target, why) => {
    expect(linkRefusal(target)).toMatch(why);
  });
});

describe("fileTargetRefusal: a file an action opens is a document's path or a web address", () => {
  it.each(['anexo.pdf', 'C:/informes/anexo.pdf', 'https://forms.example/enviar'])(
    'lets %s be opened',
    (target) => {
      expect(fileTargetRefusal(target)).toBeUndefined();
    },
  );

  it.each([
    ['\\\\evil.test\\share\\t.pdf', /reaches/],
    ['file:////evil.test/share/t.pdf', /reaches/],
    ['file:///C:/t.pdf', /file:/],
    ['ms-excel:ofe|u|https://evil.test/x.xlsx', /ms-excel:/],
  ])('refuses %s', (target, why) => {
    expect(fileTargetRefusal(target)).toMatch(why);
  });
});
