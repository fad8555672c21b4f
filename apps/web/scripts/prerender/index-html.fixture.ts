/**
 * index.html as Vite writes it into the client build, for the prerender's tests: the entry
 * script moved into the head, the frame's stylesheet (`stylesheet`) linked after it.
 */
export function builtIndexHtml(stylesheet: string): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="${stylesheet}">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;
}
