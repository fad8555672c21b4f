import 'i18next';
import type { Client, FormMessages, TeamMember } from '@verdalia/shared';
import type about from '@verdalia/content/pages/es/about.json';
import type clients from '@verdalia/content/pages/es/clients.json';
import type common from '@verdalia/content/pages/es/common.json';
import type contactFallback from '@verdalia/content/pages/es/contact-fallback.json';
import type contact from '@verdalia/content/pages/es/contact.json';
import type home from '@verdalia/content/pages/es/home.json';
import type languageNotice from '@verdalia/content/pages/es/language-notice.json';
import type privacy from '@verdalia/content/pages/es/privacy.json';
import type projects from '@verdalia/content/pages/es/projects.json';
import type semilla from '@verdalia/content/pages/es/semilla.json';

// The texts and lists are the repository's content/ (src/i18n/content-sources.ts).
// Spanish is the reference language: its files define the keys every language must have.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      about: typeof about;
      clients: typeof clients;
      projects: typeof projects;
      semilla: typeof semilla;
      contact: typeof contact;
      privacy: typeof privacy;
      form: FormMessages;
      'contact-fallback': typeof contactFallback;
      'language-notice': typeof languageNotice;
      team: { members: TeamMember[] };
      'client-list': { clients: Client[] };
    };
  }
}
