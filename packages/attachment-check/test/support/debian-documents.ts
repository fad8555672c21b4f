/**
 * Real documents made by programs nobody here controls, as Debian ships them in its
 * packages' documentation and other packages' test data: [source package, path inside the
 * package, what made the file (its Producer, camera or Software field)]. Fetched at test time
 * (debian-corpus.ts); chosen to cover many producers and the classes docs/api.md names
 * (cairo and Quartz PDFs, a pdfTeX object stream whose /Length is in another object stream,
 * Distiller, Ghostscript, phone and camera photos, an animated PNG, a JPEG saved as .png (refused),
 * Word's .docx, .doc from other programs). Files that Debian ships and that carry what we refuse (gofpdf's
 * JavaScript and attachment examples) are in `debianActiveDocuments`.
 */
export const debianDocuments: readonly (readonly [pkg: string, path: string, producer: string])[] =
  [
    // asymptote-doc
    ['asymptote-doc', 'usr/share/doc/asymptote/html/join3.png', 'GPL Ghostscript 10.00.0'],
    [
      'asymptote-doc',
      'usr/share/doc/asymptote/html/GaussianSurface.png',
      'GPL Ghostscript 10.00.0',
    ],
    // cups-filters
    ['cups-filters', 'usr/share/cups/data/secret.pdf', 'GPL Ghostscript 9.14'],
    ['cups-filters', 'usr/share/cups/data/topsecret.pdf', 'GPL Ghostscript 9.14'],
    ['cups-filters', 'usr/share/cups/data/classified.pdf', 'GPL Ghostscript 9.14'],
    ['cups-filters', 'usr/share/cups/data/standard.pdf', 'GPL Ghostscript 9.14'],
    ['cups-filters', 'usr/share/cups/data/form_russian.pdf', 'LibreOffice 4.0'],
    ['cups-filters', 'usr/share/cups/data/form_english.pdf', 'LibreOffice 4.0'],
    ['cups-filters', 'usr/share/cups/data/default.pdf', 'cairo 1.10.2 (http'],
    ['cups-filters', 'usr/share/cups/data/default-testpage.pdf', 'cairo 1.16.0 (https'],
    // debian-history
    [
      'debian-history',
      'usr/share/doc/debian-history/docs/images/note.png',
      '@(#)ImageMagick 4.2.8 99/08/01 cristy@mystic.es.dupont.com',
    ],
    [
      'debian-history',
      'usr/share/doc/debian-history/docs/images/caution.png',
      '@(#)ImageMagick 4.2.8 99/08/01 cristy@mystic.es.dupont.com',
    ],
    // expeyes
    ['expeyes', 'usr/share/eyesj/helpFiles/pics/accesoryset.jpg', 'Canon Canon EOS 550D'],
    ['expeyes', 'usr/share/eyesj/helpFiles/pics/rod-pend-LB.jpg', 'OnePlus ONE A2003'],
    ['expeyes', 'usr/share/eyesj/helpFiles/en/pics/scope-screen-en.png', 'gnome-screenshot'],
    ['expeyes', 'usr/share/eyesj/helpFiles/es/pics/scope-screen-es.png', 'gnome-screenshot'],
    // fonts-texgyre-math
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-word-texgyre_bonum_math.pdf',
      'GPL Ghostscript 9.02',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-word-texgyre_termes_math.pdf',
      'GPL Ghostscript 9.02',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-word-texgyre_schola_math.pdf',
      'GPL Ghostscript 9.02',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-word-texgyre_pagella_math.pdf',
      'GPL Ghostscript 9.02',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-lualatex-texgyre_bonum_math.pdf',
      'LuaTeX-0.95.0',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-lualatex-texgyre_termes_math.pdf',
      'LuaTeX-0.95.0',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-word-texgyre_dejavu_math.pdf',
      'PDFCreator 2.2.2.0',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-xelatex-texgyre_bonum_math.pdf',
      'xdvipdfmx (20160307)',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-xelatex-texgyre_termes_math.pdf',
      'xdvipdfmx (20160307)',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-word-texgyre_bonum_math.docx',
      'Microsoft Word (equations)',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-word-texgyre_pagella_math.docx',
      'Microsoft Word (equations)',
    ],
    [
      'fonts-texgyre-math',
      'usr/share/texmf/doc/fonts/tex-gyre-math/test-word-texgyre_termes_math.docx',
      'Microsoft Word (equations)',
    ],
    // forensics-samples-files
    [
      'forensics-samples-files',
      'usr/share/forensics-samples/original-files/text1/a-text.pdf',
      'LibreOffice 7.0',
    ],
    [
      'forensics-samples-files',
      'usr/share/forensics-samples/original-files/text2/d-text.pdf',
      'LibreOffice 7.0',
    ],
    [
      'forensics-samples-files',
      'usr/share/forensics-samples/original-files/pic1/IMG_1054.JPG',
      'Canon Canon PowerShot SX530 HS / GIMP 2.10.18',
    ],
    [
      'forensics-samples-files',
      'usr/share/forensics-samples/original-files/pic2/IMG_20200608_111614.jpg',
      'Xiaomi Mi A3 / laurel_sprout-user 10 QKQ1.190910.002 V11.0.15.0.QFQMIXM release-keys',
    ],
    [
      'forensics-samples-files',
      'usr/share/forensics-samples/original-files/pic1/IMG_20200827_231612.jpg',
      'Xiaomi Mi A3 / laurel_sprout-user 10 QKQ1.190910.002 V11.0.20.0.QFQMIXM release-keys',
    ],
    [
      'forensics-samples-files',
      'usr/share/forensics-samples/original-files/pic2/IMG_20200124_231153.jpg',
      'Xiaomi Mi A3 / laurel_sprout-user 9 PKQ1.190416.001 V10.3.13.0.PFQMIXM release-keys',
    ],
    [
      'forensics-samples-files',
      'usr/share/forensics-samples/original-files/pic2/IMG_20191224_234846.jpg',
      'Xiaomi Mi A3 / laurel_sprout-user 9 PKQ1.190416.001 V10.3.9.0.PFQMIXM release-keys',
    ],
    [
      'forensics-samples-files',
      'usr/share/forensics-samples/original-files/text1/a-text.docx',
      'Microsoft Word',
    ],
    [
      'forensics-samples-files',
      'usr/share/forensics-samples/original-files/text2/d-text.docx',
      'Microsoft Word',
    ],
    // golang-github-gabriel-vasile-mimetype-dev
    [
      'golang-github-gabriel-vasile-mimetype-dev',
      'usr/share/gocode/src/github.com/gabriel-vasile/mimetype/testdata/apng.png',
      'an animated PNG (APNG)',
    ],
    [
      'golang-github-gabriel-vasile-mimetype-dev',
      'usr/share/gocode/src/github.com/gabriel-vasile/mimetype/testdata/docx.docx',
      'Microsoft Word',
    ],
    [
      'golang-github-gabriel-vasile-mimetype-dev',
      'usr/share/gocode/src/github.com/gabriel-vasile/mimetype/testdata/docx.1.docx',
      'Microsoft Word',
    ],
    [
      'golang-github-gabriel-vasile-mimetype-dev',
      'usr/share/gocode/src/github.com/gabriel-vasile/mimetype/testdata/doc.doc',
      'unnamed (FIB of Word 2007 or later, no summary information)',
    ],
    // golang-github-jung-kurt-gofpdf-dev
    [
      'golang-github-jung-kurt-gofpdf-dev',
      'usr/share/gocode/src/github.com/jung-kurt/gofpdf/pdf/Fpdf_SetModificationDate.pdf',
      'FPDF 1.7',
    ],
    [
      'golang-github-jung-kurt-gofpdf-dev',
      'usr/share/gocode/src/github.com/jung-kurt/gofpdf/pdf/reference/basic.pdf',
      'FPDF 1.7',
    ],
    [
      'golang-github-jung-kurt-gofpdf-dev',
      'usr/share/gocode/src/github.com/jung-kurt/gofpdf/pdf/reference/Fpdf_MoveTo_path.pdf',
      'FPDF 1.7',
    ],
    [
      'golang-github-jung-kurt-gofpdf-dev',
      'usr/share/gocode/src/github.com/jung-kurt/gofpdf/pdf/Fpdf_AddSpotColor.pdf',
      'FPDF 1.7',
    ],
    // golang-github-rclone-rclone-dev
    [
      'golang-github-rclone-rclone-dev',
      'usr/share/gocode/src/github.com/rclone/rclone/backend/drive/test/files/example2.doc',
      'OpenOffice.org or LibreOffice (Word 97 export: no AppName, UTF-8 summary)',
    ],
    // golang-github-rwcarlsen-goexif-dev
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/samples/geodegrees_as_string.jpg',
      'HTC One_M8',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/corrupt/infinite_loop_exif.jpg',
      'Adobe Photoshop CS2 Macintosh',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/samples/has-lens-info.jpg',
      'Apple iPhone 4S / 7.1.1',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/sample1.jpg',
      'NIKON CORPORATION NIKON D2H / Opanda PowerExif',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/samples/2007-08-15-14-42-46-sep-2007-08-15-14-42-46a.jpg',
      'camera sample (goexif test data)',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/samples/2007-05-12-08-19-07-sep-2007-05-12-08-19-07a.jpg',
      'camera sample (goexif test data)',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/samples/2007-07-13-17-02-30-sep-2007-07-13-17-02-30a.jpg',
      'camera sample (goexif test data)',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/samples/2009-03-26-09-23-20-sep-2009-03-26-09-23-20a.jpg',
      'camera sample (goexif test data)',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/samples/2011-10-28-18-25-43-sep-2011-10-28-18-25-43.jpg',
      'camera sample (goexif test data)',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/samples/2010-09-02-08-43-02-sep-2010-09-02-08-43-02a.jpg',
      'camera sample (goexif test data)',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/samples/2008-06-06-13-29-29-sep-2008-06-06-13-29-29a.jpg',
      'camera sample (goexif test data)',
    ],
    [
      'golang-github-rwcarlsen-goexif-dev',
      'usr/share/gocode/src/github.com/rwcarlsen/goexif/exif/samples/2012-12-21-11-15-19-sep-IMG_0001.jpg',
      'camera sample (goexif test data)',
    ],
    // golang-golang-x-image-dev
    [
      'golang-golang-x-image-dev',
      'usr/share/gocode/src/golang.org/x/image/testdata/video-001.png',
      'Adobe ImageReady',
    ],
    // grcompiler
    [
      'grcompiler',
      'usr/share/doc/grcompiler/grcompiler/GTF_4_0.pdf',
      'Acrobat Distiller 9.0.0 (Windows)',
    ],
    [
      'grcompiler',
      'usr/share/doc/grcompiler/grcompiler/StackMachineCommands.pdf',
      'Acrobat Distiller 9.3.0 (Windows)',
    ],
    [
      'grcompiler',
      'usr/share/doc/grcompiler/grcompiler/GraphiteOverview.pdf',
      'Acrobat Distiller 9.3.0 (Windows)',
    ],
    ['grcompiler', 'usr/share/doc/grcompiler/grcompiler/CppDoc.pdf', 'Acrobat Web Capture 5.0'],
    ['grcompiler', 'usr/share/doc/grcompiler/grcompiler/GTF_6_0.pdf', 'GPL Ghostscript 9.06'],
    ['grcompiler', 'usr/share/doc/grcompiler/grcompiler/GDL_BNF.pdf', 'GPL Ghostscript 9.06'],
    // libcam-pdf-perl
    [
      'libcam-pdf-perl',
      'usr/share/libcam-pdf-perl/crunchjpg_tmpl.pdf',
      '@(#)ImageMagick 5.4.1 12/01/01 Q',
    ],
    // libgdata-tests
    [
      'libgdata-tests',
      'usr/libexec/installed-tests/libgdata/photo.jpg',
      'Panasonic DMC-TZ1 / GIMP 2.6.6',
    ],
    ['libgdata-tests', 'usr/libexec/installed-tests/libgdata/test.doc', 'Microsoft Word 97-2003'],
    // libimage-exiftool-perl
    [
      'libimage-exiftool-perl',
      'usr/share/doc/libimage-exiftool-perl/html/MIE1.1-20070121.pdf',
      'Mac OS X 10.3.9 Quartz PDFContext',
    ],
    // libpdf-builder-perl
    [
      'libpdf-builder-perl',
      'usr/share/doc/libpdf-builder-perl/examples/resources/sample_55.pdf',
      'PDF',
    ],
    [
      'libpdf-builder-perl',
      'usr/share/doc/libpdf-builder-perl/examples/resources/040_annotation.pdf',
      'PDF',
    ],
    [
      'libpdf-builder-perl',
      'usr/share/doc/libpdf-builder-perl/examples/resources/aptfrontview.jpg',
      'SAMSUNG SCH-U360 / DE30F',
    ],
    // librust-jpeg-decoder-dev
    [
      'librust-jpeg-decoder-dev',
      'usr/share/cargo/registry/jpeg-decoder-0.2.6/benches/tower_grayscale.jpg',
      'OnePlus ONEPLUS A5010 / GIMP 2.8.22',
    ],
    [
      'librust-jpeg-decoder-dev',
      'usr/share/cargo/registry/jpeg-decoder-0.2.6/benches/tower_progressive.jpg',
      'OnePlus ONEPLUS A5010 / GIMP 2.8.22',
    ],
    [
      'librust-jpeg-decoder-dev',
      'usr/share/cargo/registry/jpeg-decoder-0.2.6/benches/tower.jpg',
      'OnePlus ONEPLUS A5010 / GIMP 2.8.22',
    ],
    // libsystemc-doc
    [
      'libsystemc-doc',
      'usr/share/doc/libsystemc/examples/sysc/simple_bus/SLIDES.pdf',
      'Acrobat Distiller 4.05 for Windows',
    ],
    [
      'libsystemc-doc',
      'usr/share/doc/libsystemc/examples/tlm/lt_extension_mandatory/docs/lt_extension_mandatory_example.pdf',
      'GPL Ghostscript 9.04',
    ],
    [
      'libsystemc-doc',
      'usr/share/doc/libsystemc/examples/tlm/lt_temporal_decouple/docs/lt_temporal_decouple_example.pdf',
      'GPL Ghostscript 9.04',
    ],
    [
      'libsystemc-doc',
      'usr/share/doc/libsystemc/examples/tlm/lt_dmi/docs/lt_dmi_example.pdf',
      'GPL Ghostscript 9.04',
    ],
    [
      'libsystemc-doc',
      'usr/share/doc/libsystemc/examples/tlm/lt/docs/lt_example.pdf',
      'GPL Ghostscript 9.04',
    ],
    // nut-doc
    [
      'nut-doc',
      'usr/share/doc/nut-doc/html/user-manual/images/old-cgi.png',
      'XV Version 3.10a  Rev: 12/29/94 (PNG patch 1.2)',
    ],
    [
      'nut-doc',
      'usr/share/doc/nut-doc/html/user-manual/images/cables/73-0724.png',
      'gif2png 1.1.1,',
    ],
    ['nut-doc', 'usr/share/doc/nut-doc/html/cables/images/cables/73-0724.png', 'gif2png 1.1.1,'],
    [
      'nut-doc',
      'usr/share/doc/nut-doc/html/user-manual/images/cables/mac-940-0024C.png',
      'gif2png 2.4.2',
    ],
    [
      'nut-doc',
      'usr/share/doc/nut-doc/html/cables/images/cables/mac-940-0024C.png',
      'gif2png 2.4.2',
    ],
    // paperwork-gtk
    [
      'paperwork-gtk',
      'usr/lib/python3/dist-packages/paperwork_gtk/model/help/data/user_manual_intro.png',
      'GIMP 2.10.8',
    ],
    [
      'paperwork-gtk',
      'usr/lib/python3/dist-packages/paperwork_gtk/mainwindow/docview/controllers/empty_doc/empty_doc.png',
      'GIMP 2.10.8',
    ],
    [
      'paperwork-gtk',
      'usr/share/icons/hicolor/30x30/apps/work.openpaper.Paperwork.png',
      'www.inkscape.org',
    ],
    [
      'paperwork-gtk',
      'usr/share/icons/hicolor/512x512/apps/work.openpaper.Paperwork.png',
      'www.inkscape.org',
    ],
    // python-matplotlib-data
    [
      'python-matplotlib-data',
      'usr/share/matplotlib/mpl-data/images/hand.pdf',
      'cairo 1.10.2 (http',
    ],
    [
      'python-matplotlib-data',
      'usr/share/matplotlib/mpl-data/images/qt4_editor_options.pdf',
      'matplotlib pdf backend',
    ],
    [
      'python-matplotlib-data',
      'usr/share/matplotlib/mpl-data/images/zoom_to_rect.pdf',
      'matplotlib pdf backend',
    ],
    [
      'python-matplotlib-data',
      'usr/share/matplotlib/mpl-data/images/help.pdf',
      'matplotlib pdf backend 2.0.2.post4623.dev0+gcb3aea0db',
    ],
    [
      'python-matplotlib-data',
      'usr/share/matplotlib/mpl-data/images/help_large.png',
      'matplotlib version 2.0.2.post4623.dev0+gcb3aea0db, http://matplotlib.org/',
    ],
    [
      'python-matplotlib-data',
      'usr/share/matplotlib/mpl-data/images/help.png',
      'matplotlib version 2.0.2.post4623.dev0+gcb3aea0db, http://matplotlib.org/',
    ],
    // python-nipy-doc
    [
      'python-nipy-doc',
      'usr/share/doc/python-nipy-doc/html/users/plots/event.hires.png',
      'Matplotlib version3.6.3, https://matplotlib.org/',
    ],
    [
      'python-nipy-doc',
      'usr/share/doc/python-nipy-doc/html/users/plots/amplitudes.hires.png',
      'Matplotlib version3.6.3, https://matplotlib.org/',
    ],
    // python3-docx
    [
      'python3-docx',
      'usr/lib/python3/dist-packages/docx/templates/default.docx',
      'python-docx template',
    ],
    // r-cran-boolnet
    ['r-cran-boolnet', 'usr/share/doc/r-cran-boolnet/examples/vignettes/indegree.pdf', 'R 4.0.3'],
    [
      'r-cran-boolnet',
      'usr/share/doc/r-cran-boolnet/examples/vignettes/transition_robustness.pdf',
      'R 4.0.3',
    ],
    [
      'r-cran-boolnet',
      'usr/lib/R/site-library/BoolNet/doc/BoolNet_package_vignette.pdf',
      'pdfTeX-1.40.22',
    ],
    // r-cran-officer
    ['r-cran-officer', 'usr/lib/R/site-library/officer/doc_examples/example.docx', 'officer (R)'],
    ['r-cran-officer', 'usr/lib/R/site-library/officer/doc_examples/landscape.docx', 'officer (R)'],
    [
      'r-cran-officer',
      'usr/lib/R/site-library/officer/template/template.docx',
      'officer (R) template',
    ],
    // simh
    ['simh', 'usr/share/doc/simh/hpiop.pdf', 'Acrobat Distiller 6.0.1 (Windows)'],
    ['simh', 'usr/share/doc/simh/massbusmystery.pdf', 'Acrobat Distiller 6.0.1 (Windows)'],
    ['simh', 'usr/share/doc/simh/pdp11interrupts.pdf', 'Acrobat Distiller 6.0.1 (Windows)'],
    ['simh', 'usr/share/doc/simh/simh_breakpoints.pdf', 'Acrobat Distiller 6.0.1 (Windows)'],
    ['simh', 'usr/share/doc/simh/simh_magtape.pdf', 'GPL Ghostscript 8.15'],
    ['simh', 'usr/share/doc/simh/card_readers_18b.pdf', 'GPL Ghostscript 8.15'],
    ['simh', 'usr/share/doc/simh/gri_doc.pdf', 'GPL Ghostscript 8.15'],
    ['simh', 'usr/share/doc/simh/decsys.pdf', 'GPL Ghostscript 8.15'],
    ['simh', 'usr/share/doc/simh/altairz80_doc.pdf', 'Mac OS X 10.5.4 Quartz PDFContext'],
    // texlive-xetex
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/cqubeamer/logo/cquname.pdf',
      'Adobe PDF library 15.00',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/cqubeamer/logo/cqulogo.pdf',
      'Adobe PDF library 15.00',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/bidipresentation/fig-1.pdf',
      'GPL Ghostscript 9.10',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/xecyr/xecyr-ex4-ru-x.pdf',
      'LuaTeX-1.10.0',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/xecyr/xecyr-ex5-ru-x.pdf',
      'LuaTeX-1.10.0',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/ucharclasses/ucharclasses.pdf',
      'MiKTeX-dvipdfmx (20211117)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/fontwrap/fontwrap_example.pdf',
      'MiKTeX-xdvipdfmx (0.6 svn 663)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/fontwrap/fontwrap.pdf',
      'MiKTeX-xdvipdfmx (0.6 svn 663)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/interchar/interchartest.pdf',
      'MiKTeX-xdvipdfmx (0.7.8)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/interchar/interchardemo1.pdf',
      'MiKTeX-xdvipdfmx (0.7.9)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/interchar/interchar.pdf',
      'MiKTeX-xdvipdfmx (0.7.9)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xetex/font-change-xetex/font-change-xetex.pdf',
      'MiKTeX-xdvipdfmx (20150315)',
    ],
    ['texlive-xetex', 'usr/share/doc/texlive-doc/latex/awesomebox/awesomebox.pdf', 'XeLaTeX'],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/arabxetex/arabxetex.pdf',
      'XeTeX 0.99992 (a link to an ftp: address: refused, only http, https and mailto links pass)',
    ],
    ['texlive-xetex', 'usr/share/doc/texlive-doc/xelatex/xevlna/xevlna.pdf', 'XeTeX 0.99996'],
    ['texlive-xetex', 'usr/share/doc/texlive-doc/xelatex/cqubeamer/cqubeamer.pdf', 'XeTeX 0.99998'],
    ['texlive-xetex', 'usr/share/doc/texlive-doc/xetex/xesearch/xesearch.pdf', 'XeTeX 0.99999'],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/latex/xebaposter/images/docs-headerborder.pdf',
      'pdfTeX-1.40.10',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/latex/xebaposter/images/docs-headershape.pdf',
      'pdfTeX-1.40.10',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/latex/xebaposter/images/docs-boxshape.pdf',
      'pdfTeX-1.40.10',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/bidicontour/bidicontour-example-outline.pdf',
      'pdfTeX-1.40.15',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/bidicontour/bidicontour-example-copies.pdf',
      'pdfTeX-1.40.15',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/bidishadowtext/bidishadowtext-doc.pdf',
      'pdfTeX-1.40.15',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/simple-thesis-dissertation/Figures/Figure-SampleVectorGraphic.pdf',
      'pdfTeX-1.40.16',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/latex/xebaposter/images/docs-shade.pdf',
      'pdfTeX-1.40.17',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/xecyr/combined_hyphenation/combined_hyphenation_ruen.pdf',
      'pdfTeX-1.40.20',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/bidi-atbegshi/bidi-atbegshi-doc.pdf',
      'pdfTeX-1.40.23',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xetex/base/XeTeX-notes.pdf',
      'unnamed (texlive-xetex)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/xecyr/old/xecyr-doc-ru.pdf',
      'xdvipdfmx (0.3)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/xecyr/old/rumakeindex-ex-x.pdf',
      'xdvipdfmx (0.3)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/xecyr/old/xecyr-ex4-ru-x.pdf',
      'xdvipdfmx (0.7.8)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/latex/xebaposter/images/fig6.pdf',
      'xdvipdfmx (0.7.8)',
    ],
    ['texlive-xetex', 'usr/share/doc/texlive-doc/xelatex/xeindex/xeindex.pdf', 'xdvipdfmx (0.7.9)'],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/bidishadowtext/bidishadowtext-demo.pdf',
      'xdvipdfmx (20140317)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/bidicontour/bidicontour-doc.pdf',
      'xdvipdfmx (20140317)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/arabxetex/examples/ednotes_example.pdf',
      'xdvipdfmx (20150315)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/simple-resume-cv/CV.pdf',
      'xdvipdfmx (20150315)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/philokalia/philokalia.pdf',
      'xdvipdfmx (20160619)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/businesscard-qrcode/examples/texstudio_d30266.pdf',
      'xdvipdfmx (20170318)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/businesscard-qrcode/examples/special-papersize.pdf',
      'xdvipdfmx (20170318)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/xecyr/combined_hyphenation/combined_hyphenation_ruen-x.pdf',
      'xdvipdfmx (20190503)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/xecyr/pict2e-ex.pdf',
      'xdvipdfmx (20190503)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/xespotcolor/spotcolor-test.pdf',
      'xdvipdfmx (20200315)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/zbmath-review-template/zb-example.pdf',
      'xdvipdfmx (20200315)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/bidi-atbegshi/test-foreground-LTR.pdf',
      'xdvipdfmx (20210318)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/bidi-atbegshi/test-LTR.pdf',
      'xdvipdfmx (20210318)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xetex/unimath-plain-xetex/unimath-plain-xetex-doc.pdf',
      'xdvipdfmx (20211117)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/latex/xebaposter/xebaposter-doc.pdf',
      'xdvipdfmx (20211117)',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/cqubeamer/figure/CQU_Campus_D.jpg',
      'Canon Canon EOS 700D / Windows Photo Editor 10.0.10011.16384',
    ],
    [
      'texlive-xetex',
      'usr/share/doc/texlive-doc/xelatex/cqubeamer/figure/Wechat.png',
      'a JPEG saved as .png (WeChat): refused, not the type its name claims',
    ],
    // therion-doc
    // R's full reference manual: 6.5 MB, 59,471 objects, most in object streams.
    ['r-doc-pdf', 'usr/share/R/doc/manual/fullrefman.pdf', 'pdfTeX 1.40 (R 4.2 reference manual)'],
    ['therion-doc', 'usr/share/doc/therion/samples.doc/000014-map1.pdf', 'pdfTeX'],
    ['therion-doc', 'usr/share/doc/therion/samples.doc/000023-map1.pdf', 'pdfTeX'],
    ['therion-doc', 'usr/share/doc/therion/thbook.pdf', 'pdfTeX-1.40.24'],
  ];

/**
 * Real files that carry active content, or that no check can read: each must be refused. A PDF
 * that opens only with its user password cannot be read without it (qpdf, like every reader,
 * decrypts only a file whose user password is empty), so what it holds cannot be vouched for.
 */
export const debianActiveDocuments: readonly (readonly [
  pkg: string,
  path: string,
  what: string,
])[] = [
  [
    'forensics-samples-files',
    'usr/share/forensics-samples/original-files/text1/a-text-pass-peanuts.pdf',
    'a PDF that opens only with its password (peanuts)',
  ],
  [
    'forensics-samples-files',
    'usr/share/forensics-samples/original-files/text1/a-text-pass-A5d.pdf',
    'a PDF that opens only with its password (A5d)',
  ],
  [
    'golang-github-jung-kurt-gofpdf-dev',
    'usr/share/gocode/src/github.com/jung-kurt/gofpdf/pdf/Fpdf_SetProtection.pdf',
    'gofpdf: a PDF that opens only with its password',
  ],
  [
    'golang-github-jung-kurt-gofpdf-dev',
    'usr/share/gocode/src/github.com/jung-kurt/gofpdf/pdf/Fpdf_SetJavascript.pdf',
    'gofpdf: document JavaScript',
  ],
  [
    'golang-github-jung-kurt-gofpdf-dev',
    'usr/share/gocode/src/github.com/jung-kurt/gofpdf/pdf/Fpdf_EmbeddedFiles.pdf',
    'gofpdf: embedded files',
  ],
  [
    'golang-github-jung-kurt-gofpdf-dev',
    'usr/share/gocode/src/github.com/jung-kurt/gofpdf/pdf/Fpdf_FileAnnotations.pdf',
    'gofpdf: file attachment annotations',
  ],
  [
    'clamav-testfiles',
    'usr/share/clamav-testfiles/clam.ole.doc',
    "ClamAV's test .doc: an OLE package carrying a program",
  ],
  [
    'clamav-testfiles',
    'usr/share/clamav-testfiles/clam.pdf',
    "ClamAV's test PDF: a program inside",
  ],
];
