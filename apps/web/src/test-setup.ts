import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from './i18n/i18n';

await initI18n();

// A lazy screen's first render may wait for its chunk to compile.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
