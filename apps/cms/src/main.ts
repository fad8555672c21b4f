// First: the staff's preferences, which Sveltia CMS reads as soon as it is loaded.
import './staff-preferences';
import CMS from '@sveltia/cms';

// The configuration is public/config.json, generated from packages/shared
// (scripts/cms-config.ts) and named by index.html's cms-config-url link.
await CMS.init();
