// How the measuring scripts start Debian's Chromium (audit:web through Lighthouse, trace:web
// directly): the same flags, so their figures describe the same browser.
import { Launcher } from 'chrome-launcher';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Desktop Chromium (156 here) preloads its omnibox popup as a WebUI page in a renderer of its
// own, in headless mode too: about 1 s of CPU at start-up and ~25 ms on every navigation, on
// a 2-core machine in the middle of the measured page load (seen in the traces next to the
// page's first style recalc). A phone's browser does no such work, so it is switched off.
// Chromium honours only the last --disable-features, so the list repeats the defaults
// chrome-launcher (Lighthouse's launcher) passes.
const launcherDisabledFeatures =
  Launcher.defaultFlags()
    .find((flag) => flag.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',') ?? [];

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...launcherDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];
