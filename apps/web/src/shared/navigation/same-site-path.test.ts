import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it('follows a page of the app, with its query', () => {
    expect(sameSitePath('/client?x=1', '/')).toBe('/client?x=1');
    expect(sameSitePath('/cashDrawer', '/')).toBe('/cashDrawer');
    expect(sameSitePath('/', '/cashDrawer')).toBe('/');
  });

  it('never another site, however it is written', () => {
    for (const address of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      ' /client',
      '/client page',
      '/client\n//evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(sameSitePath(address, '/cashDrawer'), String(address)).toBe('/cashDrawer');
    }
  });
});
