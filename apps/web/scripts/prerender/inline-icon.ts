/**
 * The SVG favicon as a `data:` URL in each page's `<link rel="icon">`: the logo is 391 bytes,
 * about 150 once compressed into a page, where a request of its own costs a round trip and a
 * kilobyte of headers. Chrome fetches the icon right after the first layout, and Lighthouse's
 * simulation counted that fetch before the page's LCP (docs/performance.md).
 */
export function svgDataUrl(svg: string): string {
  // Percent-encoding only what a valid URL in a double-quoted attribute cannot hold as it is
  // (spaces included: the HTML checker refuses them): shorter than base64.
  const encoded = encodeURIComponent(svg.trim().replace(/"/g, "'"))
    .replace(/%3D/g, '=')
    .replace(/%3A/g, ':')
    .replace(/%2F/g, '/')
    .replace(/%2C/g, ',');
  return `data:image/svg+xml,${encoded}`;
}

/** The template with its one `href="<iconPath>"` replaced by the icon inline. */
export function inlineSvgIcon(template: string, iconPath: string, svg: string): string {
  const link = `href="${iconPath}"`;
  const at = template.indexOf(link);
  if (at === -1 || template.indexOf(link, at + 1) !== -1) {
    throw new Error(`index.html should link ${iconPath} once`);
  }
  return template.replace(link, `href="${svgDataUrl(svg)}"`);
}
