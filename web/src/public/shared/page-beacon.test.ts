import { sendPageView } from './page-beacon';

/** jsdom has no beacons: what the page hands the browser to send is recorded instead. */
const sent: Array<{ url: string; body: unknown }> = [];
let visibility: DocumentVisibilityState = 'visible';

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) }) > 0,
  });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  sessionStorage.clear();
  sent.length = 0;
  visibility = 'visible';
});

const show = () => {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the page beacon', () => {
  it('sends a landing view with where the visit came from, without the query string, then later views with their path only', () => {
    sendPageView({ pathname: '/portfolio/x', search: '?utm_source=LinkedIn&utm_medium=social&utm_campaign=q3' }, 'https://www.linkedin.com/feed/?trk=1');
    sendPageView({ pathname: '/contact', search: '?utm_source=other' }, '');
    expect(sent).toEqual([
      {
        url: '/api/analytics/view',
        body: { path: '/portfolio/x', landed: true, referrer: 'https://www.linkedin.com/feed/', utmSource: 'LinkedIn', utmMedium: 'social', utmCampaign: 'q3' },
      },
      { url: '/api/analytics/view', body: { path: '/contact' } },
    ]);
  });

  it('names no referrer when the visit came from the site itself', () => {
    sendPageView({ pathname: '/about', search: '' }, `${location.origin}/blog`);
    expect(sent[0].body).toMatchObject({ path: '/about', landed: true, referrer: '' });
  });

  it('waits until a hidden tab is shown, and sends once', () => {
    visibility = 'hidden';
    sendPageView({ pathname: '/', search: '' }, '');
    expect(sent).toHaveLength(0);
    show();
    show();
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ path: '/', landed: true });
  });
});
