import es from '@verdalia/content/company/es.json' with { type: 'json' };
import en from '@verdalia/content/company/en.json' with { type: 'json' };
import pt from '@verdalia/content/company/pt.json' with { type: 'json' };
import { siteConfigWith, type Company } from '@verdalia/shared';

// The site's configuration as its pages read it: packages/shared's identity joined to the
// company's facts staff edit (content/company). Typed as the schema, not as this copy of the
// files: the build's content check refuses files the schema refuses.
const companies: Record<'es' | 'en' | 'pt', Company> = { es, en, pt };

export const siteConfig = siteConfigWith(companies);
