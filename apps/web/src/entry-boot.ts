// The one script in a built page: scripts/prerender.ts inlines it in place of the app's
// entry (no request of its own; it imports nothing). The prerendered page is complete and
// readable before any script runs, so the code that makes it interactive starts
// downloading only once the first screen has painted: on a slow phone link the HTML, the
// heading font and the hero image get the bandwidth first, and the browser renders them
// without waiting for React.

/** Runs `start` once, after the first paint (or at once when no paint is coming). */
function afterFirstPaint(start: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint') ||
    document.visibilityState === 'hidden'
  ) {
    start();
    return;
  }
  let started = false;
  // A paint entry, not a timer: timers are throttled in background tabs and faked in tests.
  const observer = new PerformanceObserver(() => {
    once();
  });
  function once(): void {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  }
  observer.observe({ type: 'paint', buffered: true });
  // A tab sent to the background before its first paint does not paint: start anyway.
  document.addEventListener('visibilitychange', once, { once: true });
}

/**
 * Requests the app's entry and, in parallel, the modules it would otherwise discover late.
 * The page's stylesheets are already inline: a disabled link for each tells Vite's loader,
 * which skips stylesheets already linked, not to download them again when the page's code
 * loads (a disabled stylesheet is neither fetched nor applied).
 */
function loadApp(boot: HTMLScriptElement): void {
  const { entry, modules = '', styles = '' } = boot.dataset;
  if (!entry) return;
  // Built apart and inserted at once: one change to the document instead of one per link.
  const links = document.createDocumentFragment();
  for (const href of styles.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = href;
    links.append(link);
  }
  for (const href of modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  links.append(script);
  document.head.append(links);
}

const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (boot) afterFirstPaint(() => loadApp(boot));
