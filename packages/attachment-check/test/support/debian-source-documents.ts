import type { DebianSource } from './debian-corpus.js';

/**
 * Apache POI's test data, as Debian's source package libapache-poi-java ships it (its binary
 * packages ship none): Word 6 to Word 2016 and Word for Mac files (.doc and .docx) that POI's
 * developers took from their bug reports, from the web and from their own Word, a few
 * deliberately odd.
 */
export const apachePoi: DebianSource = {
  binary: 'libapache-poi-java',
  tarball: 'libapache-poi-java_4.0.1.orig.tar.xz',
  sha256: '54db524e2bae73658e4fdb3a6e2d69cb4137638ace71fcde93659be2695287ea',
  root: 'apache-poi-4.0.1/',
};

/** ruby-ole's test files: Word 6, 95 and 97 documents that OpenOffice.org wrote. */
export const rubyOle: DebianSource = {
  binary: 'ruby-ole',
  tarball: 'ruby-ole_1.2.12.2.orig.tar.gz',
  sha256: '120e52570e9e9058dc03848d28a2b796966a8d3b1100f8c43dcb7a5e2eae8b59',
  root: 'ruby-ole-1.2.12.2/',
};

type SourceFile = readonly [source: DebianSource, path: string, what: string];

/**
 * Word files from Debian's source packages: [source, path inside its tarball, the program
 * that wrote it]. The program is read from the file. A .docx names it in docProps/app.xml
 * (Application, AppVersion); a password-protected one names it only inside its encrypted
 * package. A .doc: SummaryInformation's AppName
 * ("Microsoft Office Word"), DocumentSummaryInformation's version (12 is Word 2007, 14 Word
 * 2010, 15 Word 2013, 16 Word 2016 and later) and whether a stream holds Word 2007's theme
 * package; files without an AppName whose summary is in UTF-8 and whose FIB names product
 * 0x204D or 0xC02D are OpenOffice.org's or LibreOffice's Word export (Word never writes UTF-8
 * there). attachment-corpus.test.ts reads the same facts (support/word-file-facts.ts) and
 * holds each entry to them.
 *
 * word2.doc is a Word for Windows 2.0 file (1991, its own format): LibreOffice opens it, the
 * check refuses it as no known type, and Word 2010 and later block that format from opening
 * by default. It stays in the corpus as a refusal the figures count.
 */
export const debianSourceDocuments: readonly SourceFile[] = [
  [
    apachePoi,
    'test-data/document/47304.doc',
    'Microsoft Word 12.1.0 (Word 2008 for Mac), theme package',
  ],
  [apachePoi, 'test-data/document/51921-Word-Crash067.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [
    apachePoi,
    'test-data/document/52117.doc',
    'OpenOffice.org or LibreOffice (Word 95 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/52420.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/document/53379.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [apachePoi, 'test-data/document/53446.doc', 'Microsoft Word 8.0 (Word 97)'],
  [apachePoi, 'test-data/document/56880.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [
    apachePoi,
    'test-data/document/57603-seven_columns.doc',
    'Microsoft Office Word 15 (Word 2013), theme package',
  ],
  [
    apachePoi,
    'test-data/document/57843.doc',
    'unnamed (Word 6.0/95 format; CompObj "Microsoft Word 6.0 Document", no summary information)',
  ],
  [
    apachePoi,
    'test-data/document/58804.doc',
    'Microsoft Office Word 15 (Word 2013), theme package',
  ],
  [
    apachePoi,
    'test-data/document/58804_1.doc',
    'Microsoft Office Word 15 (Word 2013), theme package',
  ],
  [
    apachePoi,
    'test-data/document/61586.doc',
    'Microsoft Office Word 16 (Word 2016 or later), theme package',
  ],
  [
    apachePoi,
    'test-data/document/61911.doc',
    'Microsoft Office Word 16 (Word 2016 or later), theme package',
  ],
  [apachePoi, 'test-data/document/AIOOB-Tap.doc', 'Microsoft Word 8.0 (Word 97)'],
  [apachePoi, 'test-data/document/Bug28627.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [apachePoi, 'test-data/document/Bug33519.doc', 'Microsoft Word 8.0 (Word 97)'],
  [apachePoi, 'test-data/document/Bug34898.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [apachePoi, 'test-data/document/Bug41898.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [apachePoi, 'test-data/document/Bug44292.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [
    apachePoi,
    'test-data/document/Bug44431.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/Bug44603.doc', 'Microsoft Word 10.0 (Word 2002)'],
  [
    apachePoi,
    'test-data/document/Bug45269.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/Bug45473.doc', 'Microsoft Word 10.0 (Word 2002)'],
  [
    apachePoi,
    'test-data/document/Bug45877.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/Bug46610_1.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug46610_2.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/document/Bug46610_3.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [
    apachePoi,
    'test-data/document/Bug46817.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/Bug47286.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [apachePoi, 'test-data/document/Bug47742.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [
    apachePoi,
    'test-data/document/Bug48065.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug48075.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug49820.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug49908.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug49919.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug50075.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/document/Bug50936_2.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [apachePoi, 'test-data/document/Bug50955.doc', 'Microsoft Word for Windows 95'],
  [
    apachePoi,
    'test-data/document/Bug51604.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug51686.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug51834.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/document/Bug51890.doc', 'Microsoft Word 10.0 (Word 2002)'],
  [apachePoi, 'test-data/document/Bug51944.doc', 'Microsoft Word for Windows 95'],
  [apachePoi, 'test-data/document/Bug52032_1.doc', 'Microsoft Word 10.0 (Word 2002)'],
  [apachePoi, 'test-data/document/Bug52032_2.doc', 'Microsoft Word 10.0 (Word 2002)'],
  [apachePoi, 'test-data/document/Bug52032_3.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [
    apachePoi,
    'test-data/document/Bug52311.doc',
    'Microsoft Office Word 14 (Word 2010), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug52583.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/document/Bug53182.doc', 'Microsoft Word 10.0 (Word 2002)'],
  [apachePoi, 'test-data/document/Bug53380_1.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [
    apachePoi,
    'test-data/document/Bug53380_2.doc',
    'Microsoft Office Word 14 (Word 2010), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug53380_4.doc',
    'Microsoft Office Word 14 (Word 2010), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug53453Section.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/Bug60936.doc',
    'OpenOffice.org or LibreOffice (Word 95 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/Bug60942.doc', 'Microsoft Word 6.0'],
  [
    apachePoi,
    'test-data/document/Bug60942b.doc',
    'OpenOffice.org or LibreOffice (Word 95 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/DiffFirstPageHeadFoot.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/FancyFoot.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/document/FloatingPictures.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [
    apachePoi,
    'test-data/document/GaiaTest.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/HeaderFooterProblematic.doc', 'Microsoft Word 8.0 (Word 97)'],
  [
    apachePoi,
    'test-data/document/HeaderFooterUnicode.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/HeaderWithMacros.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/document/ListEntryNoListTable.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [
    apachePoi,
    'test-data/document/Lists.doc',
    'Microsoft Office Word 14 (Word 2010), theme package',
  ],
  [
    apachePoi,
    'test-data/document/MarkAuthorsTable.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/NoHeadFoot.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/PageSpecificHeadFoot.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/document/PasswordProtected.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [
    apachePoi,
    'test-data/document/Picture_Alternative_Text.doc',
    'Microsoft Office Word 14 (Word 2010), theme package',
  ],
  [
    apachePoi,
    'test-data/document/PngPicture.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/ProblemExtracting.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/SampleDoc.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/SimpleHeadThreeColFoot.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/ThreeColFoot.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/ThreeColHead.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/ThreeColHeadFoot.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/WithArtShapes.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/Word6.doc',
    'OpenOffice.org or LibreOffice (Word 95 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/Word6_sections.doc',
    'OpenOffice.org or LibreOffice (Word 95 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/Word6_sections2.doc', 'Microsoft Word for Windows 95'],
  [
    apachePoi,
    'test-data/document/Word95.doc',
    'OpenOffice.org or LibreOffice (Word 95 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/ca.kwsymphony.www_education_School_Concert_Seat_Booking_Form_2011-12.doc',
    'Microsoft Office Word 11 (Word 2003)',
  ],
  [
    apachePoi,
    'test-data/document/cap.stanford.edu_profiles_viewbiosketch_facultyid=4009&name=m_maciver.doc',
    'Microsoft Word 10.1 (Word v. X for Mac)',
  ],
  [
    apachePoi,
    'test-data/document/cn.orthodox.www_divenbog_APRIL_30-APRIL.DOC',
    'Microsoft Word 6.0',
  ],
  [
    apachePoi,
    'test-data/document/documentProperties.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/empty.doc', 'Microsoft Word 8.0 (Word 97)'],
  [
    apachePoi,
    'test-data/document/endingnote.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/equation.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/footnote.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/header_image.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/hyperlink.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/innertable.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/lists-margins.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/o_kurs.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [apachePoi, 'test-data/document/ob_is.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [
    apachePoi,
    'test-data/document/page-break-before.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/page-break.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/pageref.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/parentinvguid.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [
    apachePoi,
    'test-data/document/password_password_cryptoapi.doc',
    'Microsoft Office Word 16 (Word 2016 or later)',
  ],
  [
    apachePoi,
    'test-data/document/password_tika_binaryrc4.doc',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/document/picture.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/pictures_escher.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/rasp.doc', 'Microsoft Word 8.0 (Word 97)'],
  [apachePoi, 'test-data/document/saved-by-table.doc', 'Microsoft Word 8.0 (Word 97)'],
  [apachePoi, 'test-data/document/simple-list.doc', 'Microsoft Word 8.0 (Word 97)'],
  [apachePoi, 'test-data/document/simple-table.doc', 'Microsoft Word 8.0 (Word 97)'],
  [
    apachePoi,
    'test-data/document/simple-table2.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/document/simple.doc', 'Microsoft Word 8.0 (Word 97)'],
  [
    apachePoi,
    'test-data/document/table-merges.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/test-fields.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/document/test.doc', 'unnamed (Word 97 format, no summary information)'],
  [apachePoi, 'test-data/document/test2.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [
    apachePoi,
    'test-data/document/testCroppedPictures.doc',
    'Microsoft Macintosh Word 14 (Word 2011 for Mac), theme package',
  ],
  [apachePoi, 'test-data/document/testPictures.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [
    apachePoi,
    'test-data/document/testRangeDelete.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/testRangeInsertion.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/testRangeReplacement.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [apachePoi, 'test-data/document/two_images.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [apachePoi, 'test-data/document/vector_image.doc', 'Microsoft Word 10.0 (Word 2002)'],
  [
    apachePoi,
    'test-data/document/watermark.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  [
    apachePoi,
    'test-data/document/word2.doc',
    'Microsoft Word for Windows 2.0 (its own format, not a compound file): refused, see the note',
  ],
  [apachePoi, 'test-data/document/word95err.doc', 'Microsoft Word for Windows 95'],
  [
    apachePoi,
    'test-data/document/word_with_embeded.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [
    apachePoi,
    'test-data/document/word_with_embeded_ooxml.doc',
    'Microsoft Office Word 12 (Word 2007), theme package',
  ],
  [apachePoi, 'test-data/hmef/quick-contents/quick.doc', 'Microsoft Word 10.0 (Word 2002)'],
  [apachePoi, 'test-data/hpsf/TestBug52372.doc', 'Microsoft Word 11.3 (Word 2004 for Mac)'],
  [apachePoi, 'test-data/hpsf/TestEditTime.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [apachePoi, 'test-data/hpsf/TestGermanWord90.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [apachePoi, 'test-data/hpsf/TestInvertedClassID.doc', 'Microsoft Word 6.0.1'],
  [apachePoi, 'test-data/hpsf/TestMickey.doc', 'Microsoft Word for Windows 95'],
  [
    apachePoi,
    'test-data/hpsf/TestNon4ByteBoundary.doc',
    'unnamed (no AppName; summary version 10, FIB of Word 2003)',
  ],
  [apachePoi, 'test-data/hpsf/TestSectionDictionary.doc', 'Microsoft Word 8.0 (Word 97)'],
  [apachePoi, 'test-data/hpsf/TestShiftJIS.doc', 'Microsoft Word 9.0 (Word 2000)'],
  [apachePoi, 'test-data/hpsf/TestWriteWellKnown.doc', 'Microsoft Office Word 11 (Word 2003)'],
  [
    rubyOle,
    'test/test.doc',
    'OpenOffice.org or LibreOffice (Word 95 export: no AppName, UTF-8 summary)',
  ],
  [
    rubyOle,
    'test/test_word_6.doc',
    'OpenOffice.org or LibreOffice (Word 95 export: no AppName, UTF-8 summary)',
  ],
  [
    rubyOle,
    'test/test_word_95.doc',
    'OpenOffice.org or LibreOffice (Word 95 export: no AppName, UTF-8 summary)',
  ],
  [
    rubyOle,
    'test/test_word_97.doc',
    'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
  ],
  // .docx: the program is docProps/app.xml's Application and AppVersion (12 is Word 2007).
  [
    apachePoi,
    'src/examples/src/org/apache/poi/xwpf/usermodel/examples/bar-chart-template.docx',
    'Microsoft Office Word 16 (Word 2016 or later)',
  ],
  [
    apachePoi,
    'test-data/document/51921-Word-Crash067.docx',
    'Microsoft Office Outlook 12 (Outlook 2007)',
  ],
  [apachePoi, 'test-data/document/52288.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/52449.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/55733.docx', 'unnamed (no Application in docProps/app.xml)'],
  [apachePoi, 'test-data/document/56392.docx', 'LibreOffice/4.2.3.3'],
  [apachePoi, 'test-data/document/57312.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/58067.docx', 'Microsoft Macintosh Word 14 (Word 2011 for Mac)'],
  [apachePoi, 'test-data/document/58618.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/59030.docx', 'Microsoft Office Word 15 (Word 2013)'],
  [apachePoi, 'test-data/document/59378.docx', 'Microsoft Office Word 15 (Word 2013)'],
  [apachePoi, 'test-data/document/60293.docx', 'Microsoft Office Word 16 (Word 2016 or later)'],
  [apachePoi, 'test-data/document/60316.docx', 'Microsoft Office Word 16 (Word 2016 or later)'],
  [apachePoi, 'test-data/document/60329.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/61470.docx', 'Microsoft Office Word 16 (Word 2016 or later)'],
  [apachePoi, 'test-data/document/61745.docx', 'Microsoft Office Word 15 (Word 2013)'],
  [apachePoi, 'test-data/document/61787.docx', 'unnamed (no Application in docProps/app.xml)'],
  [apachePoi, 'test-data/document/61991.docx', 'Microsoft Office Word 16 (Word 2016 or later)'],
  [apachePoi, 'test-data/document/Bug51170.docx', 'Microsoft Word 12.0.0 (Word 2008 for Mac)'],
  [
    apachePoi,
    'test-data/document/Bug54771a.docx',
    'Microsoft Macintosh Word 14 (Word 2011 for Mac)',
  ],
  [
    apachePoi,
    'test-data/document/Bug54771b.docx',
    'Microsoft Macintosh Word 14 (Word 2011 for Mac)',
  ],
  [apachePoi, 'test-data/document/Bug54849.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/Bug55142.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/Bug60337.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/Bug60341.docx', 'unnamed (no Application in docProps/app.xml)'],
  [apachePoi, 'test-data/document/Bug62859.docx', 'Microsoft Office Word 16 (Word 2016 or later)'],
  [
    apachePoi,
    'test-data/document/ComplexNumberedLists.docx',
    'Microsoft Office Word 14 (Word 2010)',
  ],
  [
    apachePoi,
    'test-data/document/DiffFirstPageHeadFoot.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [apachePoi, 'test-data/document/EmbeddedDocument.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/document/EmptyDocumentWithHeaderFooter.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [apachePoi, 'test-data/document/EnforcedWith.docx', 'Microsoft Office Word 15 (Word 2013)'],
  [apachePoi, 'test-data/document/FancyFoot.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/FieldCodes.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/FldSimple.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [
    apachePoi,
    'test-data/document/HeaderFooterUnicode.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [apachePoi, 'test-data/document/Headers.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/document/IllustrativeCases.docx',
    'Microsoft Office Outlook 12 (Outlook 2007)',
  ],
  [apachePoi, 'test-data/document/MultipleBodyBug.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/NoHeadFoot.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/Numbering.docx', 'Microsoft Office Word 15 (Word 2013)'],
  [
    apachePoi,
    'test-data/document/NumberingWOverrides.docx',
    'Microsoft Office Word 15 (Word 2013)',
  ],
  [
    apachePoi,
    'test-data/document/PageSpecificHeadFoot.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [apachePoi, 'test-data/document/SampleDoc.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/document/SimpleHeadThreeColFoot.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [apachePoi, 'test-data/document/Styles.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/TestDocument.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/document/TestPoiXMLDocumentCorePropertiesGetKeywords.docx',
    'Microsoft Office Word 14 (Word 2010)',
  ],
  [apachePoi, 'test-data/document/ThreeColFoot.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/ThreeColHead.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/ThreeColHeadFoot.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/Tika-792.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/VariousPictures.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/WithGIF.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/WithTabs.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/bookmarks.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/document/bug53475-password-is-pass.docx',
    'password-protected (its program is named inside the encrypted package)',
  ],
  [
    apachePoi,
    'test-data/document/bug53475-password-is-solrcell.docx',
    'password-protected (its program is named inside the encrypted package)',
  ],
  [
    apachePoi,
    'test-data/document/bug56075-changeTracking_off.docx',
    'Microsoft Office Word 14 (Word 2010)',
  ],
  [
    apachePoi,
    'test-data/document/bug56075-changeTracking_on.docx',
    'Microsoft Office Word 14 (Word 2010)',
  ],
  [apachePoi, 'test-data/document/bug56076.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/bug57031.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/bug59058.docx', 'Microsoft Office Word 14 (Word 2010)'],
  [apachePoi, 'test-data/document/checkboxes.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/delins.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/document/documentProperties.docx',
    'Microsoft Macintosh Word 12 (Word 2008 for Mac)',
  ],
  [
    apachePoi,
    'test-data/document/documentProtection_comments_no_password.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/document/documentProtection_forms_no_password.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/document/documentProtection_no_protection.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/document/documentProtection_no_protection_tag_existing.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/document/documentProtection_readonly_no_password.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/document/documentProtection_trackedChanges_no_password.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [apachePoi, 'test-data/document/endnotes.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/footnotes.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/form_footnotes.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/document/headerFooter.docx',
    'Microsoft Macintosh Word 12 (Word 2008 for Mac)',
  ],
  [apachePoi, 'test-data/document/headerPic.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/document/heading123.docx',
    'Microsoft Macintosh Word 12 (Word 2008 for Mac)',
  ],
  [apachePoi, 'test-data/document/issue_51265_1.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/issue_51265_2.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/issue_51265_3.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/protected_sample.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [apachePoi, 'test-data/document/sample.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/document/smarttag-snippet.docx',
    'Microsoft Office Outlook 12 (Outlook 2007)',
  ],
  [apachePoi, 'test-data/document/table_footnotes.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/document/zero-length.docx',
    'unnamed (no Application in docProps/app.xml)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/MultipleCoreProperties.docx',
    'Microsoft Macintosh Word 12 (Word 2008 for Mac)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/OPCCompliance_CoreProperties_AlternateTimezones.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/OPCCompliance_CoreProperties_DCTermsNamespaceLimitedUseFAIL.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/OPCCompliance_CoreProperties_DoNotUseCompatibilityMarkupFAIL.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/OPCCompliance_CoreProperties_LimitedXSITypeAttribute_NotPresentFAIL.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/OPCCompliance_CoreProperties_LimitedXSITypeAttribute_PresentWithUnauthorizedValueFAIL.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/OPCCompliance_CoreProperties_OnlyOneCorePropertiesPartFAIL.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/OPCCompliance_CoreProperties_SUCCESS.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/OPCCompliance_CoreProperties_UnauthorizedXMLLangAttributeFAIL.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/OPCCompliance_DerivedPartNameFAIL.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/TestCreatePackageOUTPUT.docx',
    'unnamed (no Application in docProps/app.xml)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/TestOpenPackageINPUT.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/TestOpenPackageOUTPUT.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [apachePoi, 'test-data/openxml4j/TestPackageCommon.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/openxml4j/TestPackageCoreProperiesGetters.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/openxml4j/TestPackageThumbnail.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [apachePoi, 'test-data/openxml4j/sample.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/poifs/protected_agile.docx',
    'password-protected (its program is named inside the encrypted package)',
  ],
  [
    apachePoi,
    'test-data/xmldsign/Office2010-SP1-XAdES-X-L.docx',
    'Microsoft Office Word 14 (Word 2010)',
  ],
  [
    apachePoi,
    'test-data/xmldsign/hello-world-office-2010-technical-preview-unsigned.docx',
    'Microsoft Office Word 14 (Word 2010)',
  ],
  [
    apachePoi,
    'test-data/xmldsign/hello-world-office-2010-technical-preview.docx',
    'Microsoft Office Word 14 (Word 2010)',
  ],
  [
    apachePoi,
    'test-data/xmldsign/hello-world-signed-twice.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [apachePoi, 'test-data/xmldsign/hello-world-signed.docx', 'Microsoft Office Word 12 (Word 2007)'],
  [
    apachePoi,
    'test-data/xmldsign/hello-world-unsigned.docx',
    'Microsoft Office Word 12 (Word 2007)',
  ],
  [
    apachePoi,
    'test-data/xmldsign/hyperlink-example-signed.docx',
    'Microsoft Office Word 14 (Word 2010)',
  ],
  [
    apachePoi,
    'test-data/xmldsign/ms-office-2010-signed.docx',
    'Microsoft Office Word 14 (Word 2010)',
  ],
  [
    apachePoi,
    'test-data/xmldsign/office2007prettyPrintedRels.docx',
    'Microsoft Macintosh Word 14 (Word 2011 for Mac)',
  ],
  [apachePoi, 'test-data/xmldsign/signed.docx', 'Microsoft Office Word 12 (Word 2007)'],
];

/**
 * Word files from the same packages that carry what the check refuses, read from their
 * bytes (macro projects and their modules, object classes, field instructions): each must
 * be refused.
 */
export const debianSourceActiveDocuments: readonly SourceFile[] = [
  [
    apachePoi,
    'test-data/document/60279.doc',
    'Word 2000: a VBA macro project (Macros/VBA, module ThisDocument)',
  ],
  [
    apachePoi,
    'test-data/document/Bug47731.doc',
    'Word 2003: embedded Word documents whose INCLUDEPICTURE fields fetch pictures from a web site',
  ],
  [
    apachePoi,
    'test-data/document/Bug50936_1.doc',
    'Word 97: Equation Editor 3.0 objects (Equation.3, run by EQNEDT32)',
  ],
  [
    apachePoi,
    'test-data/document/Bug50936_3.doc',
    'Word 97: a VBA macro project (Macros/VBA, module ThisDocument)',
  ],
  [
    apachePoi,
    'test-data/document/Bug61268.doc',
    'Word 2007, 6 MB: Equation Editor 3.0 objects beside its Visio drawings and embedded documents',
  ],
  [
    apachePoi,
    'test-data/document/SimpleMacro.doc',
    'Word 2007: a VBA macro (Module1, Sub TestMacro)',
  ],
  [
    apachePoi,
    'test-data/document/au.edu.utas.www___data_assets_word_doc_0003_154335_International-Travel-Approval-Request-Form.doc',
    'Word 2007 form: a VBA macro project (Macros/VBA, module ThisDocument)',
  ],
  [
    apachePoi,
    'test-data/hpsf/TestChineseProperties.doc',
    'Word 2002: an INCLUDEPICTURE field fetching a picture from a web site',
  ],
  [
    apachePoi,
    'test-data/hpsf/TestRobert_Flaherty.doc',
    'an Excel workbook named .doc: not a Word document',
  ],
  [
    apachePoi,
    'test-data/poifs/20-Force-on-a-current-S00.doc',
    'Word 2000: Equation Editor 3.0 objects',
  ],
  [
    apachePoi,
    'test-data/poifs/multimedia.doc',
    "Word 2000: an OLE package, a linked object and a LINK field to a video on the author's disk",
  ],
  [
    apachePoi,
    'test-data/document/Bug46220.doc',
    'Word 2003: its template on a network share (\\\\file1\\sharedfiles\\…\\four-images.dot), which Word fetches on opening',
  ],
  [
    apachePoi,
    'test-data/document/Bug47958.doc',
    'Word 2000: its template on a network share (\\\\Prisma8\\prisma hub\\…\\Quote 2002.dot), which Word fetches on opening',
  ],
  [
    apachePoi,
    'test-data/document/ExternalEntityInText.docx',
    "Word 2010's file edited for POI's XXE test: a document type declaration with an external entity",
  ],
  [
    apachePoi,
    'test-data/document/WordWithAttachments.docx',
    'Word 2007: an embedded OLE package beside its embedded documents and workbooks',
  ],
  [
    apachePoi,
    'test-data/document/drawing.docx',
    'Word 2007: an embedded OLE package (ProgID Package)',
  ],
];

/** Files of the same packages left out of the corpus, and why (the test checks each reason). */
export const debianSourceExcluded: readonly SourceFile[] = [
  [
    apachePoi,
    'test-data/document/Bug53380_3.doc',
    'the same bytes as test-data/document/53379.doc',
  ],
  [
    apachePoi,
    'test-data/document/Bug47287.doc',
    'the same bytes as test-data/document/Bug47286.doc',
  ],
  [
    apachePoi,
    'test-data/document/Bug49933.doc',
    'the same bytes as test-data/document/word95err.doc',
  ],
  [apachePoi, 'test-data/hpsf/TestBug52117.doc', 'the same bytes as test-data/document/52117.doc'],
  [
    apachePoi,
    'test-data/openxml4j/TestPackageCoreProperiesSetters.docx',
    'the same bytes as test-data/openxml4j/TestPackageCoreProperiesGetters.docx',
  ],
  [
    apachePoi,
    'test-data/openxml4j/OPCCompliance_CoreProperties_OnlyOneCorePropertiesPart.docx',
    'the same bytes as test-data/openxml4j/OPCCompliance_CoreProperties_SUCCESS.docx',
  ],
  [
    apachePoi,
    'test-data/document/TestTableCellAlign.docx',
    'the same bytes as test-data/document/59030.docx',
  ],
];
