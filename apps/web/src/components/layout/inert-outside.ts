/**
 * Makes the whole page inert except `keep` (and the elements that contain them), as a modal
 * dialog does to what lies behind it: nothing there takes focus or clicks, and assistive
 * technology leaves it out (the platform's `inert`). Live regions stay live, so an
 * announcement is never silenced. What appears while it holds (the first-visit notice, loaded
 * after the page) is made inert as it arrives. Returns the undo, which touches only what this
 * call set.
 */
export function inertOutside(keep: readonly Element[]): () => void {
  const made: HTMLElement[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (keep.includes(child) || !(child instanceof HTMLElement)) continue;
      if (keep.some((element) => child.contains(element))) walk(child);
      else if (!child.inert && !child.matches('[aria-live], [role="status"], script')) {
        child.inert = true;
        made.push(child);
      }
    }
  };
  walk(document.body);
  // Only the path down to `keep` is walked again: the rest is inert already, whatever it holds.
  const arrivals = new MutationObserver(() => walk(document.body));
  arrivals.observe(document.body, { childList: true, subtree: true });
  return () => {
    arrivals.disconnect();
    for (const element of made) element.inert = false;
  };
}
