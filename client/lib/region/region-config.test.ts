import { describe, expect, it } from 'vitest';
import { urlOnRegionalDomain } from './region-config';

describe('urlOnRegionalDomain', () => {
  it('keeps the path, query, hash and port', () => {
    const location = { protocol: 'https:', port: '', pathname: '/shop', search: '?category=lego', hash: '#top' };
    expect(urlOnRegionalDomain(location, 'toyshop.co.uk')).toBe('https://toyshop.co.uk/shop?category=lego#top');
    expect(urlOnRegionalDomain({ ...location, protocol: 'http:', port: '4310' }, 'uk.localhost')).toBe('http://uk.localhost:4310/shop?category=lego#top');
  });
});
