import { DIRECT_SOURCE, referrerDomain, referrerWithoutQuery, trafficSource } from '@consultancy/domain';

describe('a visit source', () => {
  it('is the campaign source first, then the referring domain, else direct', () => {
    expect(trafficSource('https://www.linkedin.com/feed/', ' LinkedIn ')).toBe('linkedin');
    expect(trafficSource('https://www.LinkedIn.com/feed/?x=1', '')).toBe('linkedin.com');
    expect(trafficSource('', null)).toBe(DIRECT_SOURCE);
    expect(trafficSource('android-app://com.slack', null)).toBe(DIRECT_SOURCE);
  });

  it('does not count the site itself as a source', () => {
    expect(trafficSource('https://www.example.com/blog', null, 'example.com')).toBe(DIRECT_SOURCE);
    expect(trafficSource('https://partner.test/', null, 'example.com')).toBe('partner.test');
  });

  it('keeps a referrer without its query string', () => {
    expect(referrerWithoutQuery('https://google.com/search?q=my+name')).toBe('https://google.com/search');
    expect(referrerWithoutQuery('not a url')).toBe('');
    expect(referrerDomain('https://www.news.ycombinator.com/item?id=1')).toBe('news.ycombinator.com');
  });
});
