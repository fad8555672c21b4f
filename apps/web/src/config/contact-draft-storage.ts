/**
 * Where the contact form keeps what the visitor has typed, so that it survives a change of the
 * page's language (another document) or a visit to another page: this tab's sessionStorage,
 * never sent anywhere, not used once it is older than its lifetime, deleted when the message
 * is sent. The privacy notice names both (locales/<lng>/privacy.json, "cookies").
 */
export const contactDraftStorage = {
  key: 'verdalia.contactDraft',
  lifetimeMinutes: 30,
} as const;
