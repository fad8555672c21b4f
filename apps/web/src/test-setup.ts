import { afterEach } from 'vitest';

// Unmounts what a test rendered; only files running in jsdom render anything.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
