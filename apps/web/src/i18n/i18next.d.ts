import 'i18next';
import type { FormMessages } from '@verdalia/shared';
import type about from '../locales/es/about.json';
import type clients from '../locales/es/clients.json';
import type common from '../locales/es/common.json';
import type contactFallback from '../locales/es/contact-fallback.json';
import type contact from '../locales/es/contact.json';
import type home from '../locales/es/home.json';
import type languageNotice from '../locales/es/language-notice.json';
import type privacy from '../locales/es/privacy.json';
import type projects from '../locales/es/projects.json';
import type semilla from '../locales/es/semilla.json';

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
    };
  }
}
