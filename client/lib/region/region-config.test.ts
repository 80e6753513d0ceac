import { describe, expect, it } from 'vitest';
import { regionalCountryOf, urlOnRegionalDomain } from './region-config';

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

describe('urlOnRegionalDomain', () => {
  it('keeps the path, query, hash and port', () => {
    const location = { protocol: 'https:', port: '', pathname: '/shop', search: '?category=lego', hash: '#top' };
    expect(urlOnRegionalDomain(location, 'toyshop.co.uk')).toBe('https://toyshop.co.uk/shop?category=lego#top');
    expect(urlOnRegionalDomain({ ...location, protocol: 'http:', port: '4310' }, 'uk.localhost')).toBe('http://uk.localhost:4310/shop?category=lego#top');
  });
});
