import { currentVisit, noteView, visitToSend } from './visit-trail';

describe("a tab's visit", () => {
  beforeEach(() => sessionStorage.clear());

  it('lands on the first view, with its campaign and referrer, and adds the pages after it', () => {
    const first = noteView({ pathname: '/portfolio/x', search: '?utm_source=linkedin&utm_medium=social&utm_campaign=q3' }, 'https://www.linkedin.com/feed/?trk=abc', 1_000);
    expect(first.landed).toBe(true);
    const second = noteView({ pathname: '/contact', search: '?utm_source=other' }, 'http://localhost/portfolio/x', 5_000);
    expect(second.landed).toBe(false);
    expect(currentVisit()).toEqual({
      landingPage: '/portfolio/x', referrer: 'https://www.linkedin.com/feed/',
      utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'q3',
      pages: ['/portfolio/x', '/contact'], landedAt: 1_000,
    });
  });

  it('keeps at most 50 pages', () => {
    for (let view = 0; view < 60; view += 1) noteView({ pathname: `/blog/${view}`, search: '' }, '');
    expect(currentVisit()?.pages).toHaveLength(50);
    expect(currentVisit()?.pages[0]).toBe('/blog/0');
  });

  it('begins again when the stored visit is spoiled', () => {
    sessionStorage.setItem('visit', '{not json');
    expect(noteView({ pathname: '/', search: '' }, '').landed).toBe(true);
    expect(currentVisit()?.pages).toEqual(['/']);
  });
});

describe('the visit a form sends', () => {
  beforeEach(() => sessionStorage.clear());

  it('is null before the first view, then the visit with the seconds since landing', () => {
    expect(visitToSend()).toBeNull();
    noteView({ pathname: '/blog/a', search: '?utm_campaign=spring' }, '', 10_000);
    noteView({ pathname: '/contact', search: '' }, '', 20_000);
    expect(visitToSend(250_400)).toEqual({
      landingPage: '/blog/a', referrer: '', utmSource: '', utmMedium: '', utmCampaign: 'spring',
      pages: ['/blog/a', '/contact'], secondsSinceLanding: 240,
    });
  });
});
