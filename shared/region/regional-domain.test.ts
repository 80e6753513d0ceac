import { describe, expect, it } from 'vitest';
import { regionalCountryOf } from './regional-domain';

const domains = { US: 'toyshop.com', UK: 'toyshop.co.uk' };

describe('regionalCountryOf', () => {
  it('knows each regional domain, with or without www and in any case', () => {
    expect(regionalCountryOf('toyshop.com', domains)).toBe('US');
    expect(regionalCountryOf('WWW.ToyShop.co.uk', domains)).toBe('UK');
  });

  it('is null on any other host, and when no domains are configured', () => {
    expect(regionalCountryOf('localhost', domains)).toBeNull();
    expect(regionalCountryOf('preview.toyshop.com', domains)).toBeNull();
    expect(regionalCountryOf('toyshop.com', { US: null, UK: null })).toBeNull();
  });
});
