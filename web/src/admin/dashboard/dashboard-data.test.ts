import { loadAdminParts, type AdminParts } from '../../app/AdminAppWithPreviews';
import type { DashboardItem } from '../shell/collections';
import { DEFAULT_LIVE_VISITORS, analyticsFigures, fallbackLiveVisitors, selectRecentActivity as selectFromLists, sumViews } from './dashboard-data';

// The app's collections, as the panel is handed them.
let parts: AdminParts;
beforeAll(async () => {
  parts = await loadAdminParts();
});

/** The cards of the app's collections, given each collection's newest items. */
const card = (key: string) => parts.collections.map((collection) => collection.dashboard).find((dashboard) => dashboard.key === key)!;
const selectRecentActivity = (portfolios: DashboardItem[], blogs: DashboardItem[], testimonials: DashboardItem[]) =>
  selectFromLists([
    { card: card('portfolio'), items: portfolios },
    { card: card('blog'), items: blogs },
    { card: card('testimonial'), items: testimonials },
  ]);

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute)).toISOString();
const portfolio = (id: string, minute: number, views = 0, projectName = `P${id}`) => ({ id, projectName, category: 'Web App', views, createdAt: at(minute) });
const blog = (id: string, minute: number, views = 0) => ({ id, title: `B${id}`, views, createdAt: at(minute) });
const testimonial = (id: string, minute: number, views = 0) => ({ id, userName: `T${id}`, views, createdAt: at(minute) });

describe('selectRecentActivity', () => {
  test('takes the first 3 portfolios, 2 blogs and 2 testimonials, newest first, at most 5', () => {
    const items = selectRecentActivity(
      [portfolio('p1', 50), portfolio('p2', 40), portfolio('p3', 30), portfolio('p4', 59)],
      [blog('b1', 45), blog('b2', 5), blog('b3', 58)],
      [testimonial('t1', 35), testimonial('t2', 20), testimonial('t3', 57)],
    );
    // p4, b3 and t3 are beyond each list's quota even though they are the newest.
    expect(items.map((item) => item.id)).toEqual(['p1', 'b1', 'p2', 't1', 'p3']);
    expect(items).toHaveLength(5);
  });

  test('tags each item with its type, title and views', () => {
    const items = selectRecentActivity([portfolio('p1', 3, 7)], [blog('b1', 2, 4)], [testimonial('t1', 1, 0)]);
    expect(items).toEqual([
      { id: 'p1', type: 'Portfolio', title: 'Pp1', views: 7, time: at(3) },
      { id: 'b1', type: 'Blog', title: 'Bb1', views: 4, time: at(2) },
      { id: 't1', type: 'Testimonial', title: 'Tt1', views: 0, time: at(1) },
    ]);
  });

  test('a portfolio without a name is shown by its category; empty lists give nothing', () => {
    expect(selectRecentActivity([portfolio('p1', 1, 0, '')], [], [])[0].title).toBe('Web App');
    expect(selectRecentActivity([], [], [])).toEqual([]);
  });
});

describe('fallback analytics', () => {
  test('total views is the sum of the views of the items loaded', () => {
    expect(sumViews([portfolio('a', 1, 120), portfolio('b', 1, 30)], [blog('c', 1, 50)], [testimonial('d', 1)])).toBe(200);
    expect(sumViews([], [], [])).toBe(0);
  });

  test('live visitors = max(1, floor(total / 100) + random 0-19)', () => {
    expect(fallbackLiveVisitors(0, () => 0)).toBe(1);
    expect(fallbackLiveVisitors(250, () => 0)).toBe(2);
    expect(fallbackLiveVisitors(250, () => 0.999)).toBe(21);
    expect(fallbackLiveVisitors(99, () => 0.5)).toBe(10);
    for (let i = 0; i < 200; i += 1) {
      const value = fallbackLiveVisitors(1000);
      expect(value).toBeGreaterThanOrEqual(10);
      expect(value).toBeLessThanOrEqual(29);
    }
  });

  test('the stats call wins when it succeeded; otherwise fallback mode', () => {
    const lists = [[portfolio('a', 1, 300)], [blog('b', 1, 100)], []];
    expect(analyticsFigures({ views: { total: 42 }, liveVisitors: 3 }, lists)).toEqual({ totalViews: 42, liveVisitors: 3, mode: 'active' });
    expect(analyticsFigures(null, lists, () => 0.25)).toEqual({ totalViews: 400, liveVisitors: 9, mode: 'fallback' });
  });

  test('the default live-visitor figure is 5', () => {
    expect(DEFAULT_LIVE_VISITORS).toBe(5);
  });
});
