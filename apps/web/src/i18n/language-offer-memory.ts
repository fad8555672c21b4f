/**
 * The one thing the site keeps in a browser: that the visitor has answered the offer of their
 * browser's language (the first-visit notice: followed, closed, or a language chosen in the
 * menu), so it is not made again. A flag in localStorage, never sent anywhere; the privacy
 * notice (locales/<lng>/privacy.json, "cookies") says so. Where storage is refused (a private
 * window that blocks it), nothing is kept and the offer comes back on the next page.
 */
/** The localStorage key, which the privacy notice names. */
export const languageOfferKey = 'verdalia.languageOffer';
const answeredValue = 'answered';

export function languageOfferAnswered(): boolean {
  try {
    return window.localStorage.getItem(languageOfferKey) === answeredValue;
  } catch {
    return false;
  }
}

export function rememberLanguageOfferAnswered(): void {
  try {
    window.localStorage.setItem(languageOfferKey, answeredValue);
  } catch {
    // Storage refused: the offer is simply made again.
  }
}
