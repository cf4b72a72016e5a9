import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAdminParts, type AdminParts } from '../../app/AdminAppWithPreviews';
import { BlogManagement } from '../blogs/BlogManagement';
import { blogCollection } from '../blogs/collection';
import { listMock, renderScreen } from '../content-list/test-kit';
import { TestimonialsManagement } from '../testimonials/TestimonialsManagement';
import { testimonialCollection } from '../testimonials/collection';
import { PublicPreviewsProvider } from './public-previews';
import { PREVIEW_DELAY_MS } from './usePreviewValues';

// MUI in jsdom is slow on a loaded machine.
jest.setTimeout(90_000);

// The public components of the app's previews, as the panel is handed them.
let parts: AdminParts;
beforeAll(async () => {
  parts = await loadAdminParts();
});

/** A collection screen as the panel shows it: with the public components of the previews. */
const withPreviews = (Screen: () => React.JSX.Element) => () => (
  <PublicPreviewsProvider value={parts.previews}>
    <Screen />
  </PublicPreviewsProvider>
);

const frame = () => screen.getByTitle('Preview of the public page') as HTMLIFrameElement;
/** The text of the page in the preview's frame. */
const previewText = () => frame().contentDocument?.getElementById('preview-root')?.textContent ?? '';

/** A window as wide as `width`: MUI's media queries read matchMedia. */
function windowWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    return { matches: min ? width >= Number(min[1]) : false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  }) as typeof window.matchMedia;
}

const requests = jest.fn();
beforeEach(() => {
  requests.mockClear();
  // Anything sent over the network would go through fetch: previewing must send nothing.
  globalThis.fetch = requests as never;
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).matchMedia;
});

async function openBlogScreen() {
  renderScreen(withPreviews(BlogManagement), [listMock(blogCollection.documents.list, 'blogs', [])]);
  await screen.findByText('No blog posts yet. Write the first one with the form.');
  // The frame has loaded and shows the empty post's page.
  await waitFor(() => expect(previewText()).toContain('All posts'));
}

describe('The Preview pane of a collection form', () => {
  it('shows what is typed within 500 ms, rendered by the public components, and sends no request', async () => {
    windowWidth(1400);
    await openBlogScreen();
    jest.useFakeTimers();
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Shipping on Fridays' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tags' }), { target: { value: 'process, teams' } });
    act(() => jest.advanceTimersByTime(PREVIEW_DELAY_MS - 1));
    expect(previewText()).not.toContain('Shipping on Fridays');
    act(() => jest.advanceTimersByTime(1));
    expect(PREVIEW_DELAY_MS).toBeLessThanOrEqual(500);

    const page = frame().contentDocument!;
    expect(page.querySelector('article.post h1')?.textContent).toBe('Shipping on Fridays');
    expect([...page.querySelectorAll('.post__tags a')].map((link) => link.textContent)).toEqual(['process', 'teams']);
    // The public stylesheets' classes, none of the panel's: MUI's styles stay out of the frame.
    expect(page.querySelector('[class*="Mui"]')).toBeNull();
    expect(page.querySelector('style[data-emotion]')).toBeNull();

    // A link in the preview goes nowhere.
    const back = within(page.body).getByRole('link', { name: /All posts/ });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    back.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(page.querySelector('article.post h1')?.textContent).toBe('Shipping on Fridays');

    // Side by side from 1200 px: no tabs.
    expect(screen.queryByRole('tab', { name: 'Preview' })).toBeNull();
    expect(requests).not.toHaveBeenCalled();
  });

  it('below 1200 px, the tabs Edit and Preview show one at a time, the preview up to date', async () => {
    windowWidth(800);
    await openBlogScreen();
    const editTab = screen.getByRole('tab', { name: 'Edit' });
    const previewTab = screen.getByRole('tab', { name: 'Preview' });
    expect(editTab.getAttribute('aria-selected')).toBe('true');
    const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls') ?? '') as HTMLElement;
    const previewPanel = panelOf(previewTab);
    expect(previewPanel.getAttribute('role')).toBe('tabpanel');
    expect(previewPanel.hidden).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Seen on the tab' } });
    fireEvent.click(previewTab);
    expect(previewTab.getAttribute('aria-selected')).toBe('true');
    expect(previewPanel.hidden).toBe(false);
    expect(panelOf(editTab).hidden).toBe(true);
    await waitFor(() => expect(previewText()).toContain('Seen on the tab'));
    expect(requests).not.toHaveBeenCalled();
  });

  it("a testimonial previews as the home page's card", async () => {
    windowWidth(1400);
    renderScreen(withPreviews(TestimonialsManagement), [listMock(testimonialCollection.documents.list, 'testimonials', [])]);
    await waitFor(() => expect(frame().contentDocument?.querySelector('.testimonial-card')).not.toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Dana Whitfield' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Review/ }), { target: { value: 'They shipped early.' } });
    await waitFor(() => expect(previewText()).toContain('They shipped early.'));
    expect(frame().contentDocument?.querySelector('.testimonial-card__initials')?.textContent).toBe('DW');
    expect(requests).not.toHaveBeenCalled();
  });
});
