import { readingTime, visitSummary } from './visit-summary';

const visit = {
  landingPage: '/portfolio/x', referrer: 'https://www.linkedin.com/feed/', source: 'linkedin.com',
  utmSource: '', utmMedium: 'social', utmCampaign: 'q3-campaign', pages: ['/portfolio/x', '/about', '/contact'], secondsToSend: 245,
};

describe("a lead's visit in one line", () => {
  it('names the source, campaign, landing page, pages read and time before sending', () => {
    expect(visitSummary(visit)).toBe('linkedin.com · q3-campaign · landed on /portfolio/x · 3 pages · 4 min');
    expect(visitSummary({ ...visit, utmCampaign: '', source: 'direct', pages: ['/'], landingPage: '/', secondsToSend: 12 }))
      .toBe('direct · landed on / · 1 page · under a minute');
  });

  it('says so when no visit is known', () => {
    expect(visitSummary(null)).toMatch(/^No visit recorded/);
  });

  it('reads long times in hours and days', () => {
    expect(readingTime(2 * 3600 + 5 * 60)).toBe('2 h 5 min');
    expect(readingTime(3600)).toBe('1 h');
    expect(readingTime(3 * 24 * 3600)).toBe('3 days');
  });
});
