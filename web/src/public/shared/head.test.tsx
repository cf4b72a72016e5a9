import { render } from '@testing-library/react';
import { PageHead } from './head';
import { HeadCollector } from './head-collector';

/** The head as the server sent it for /about: its tags, link-preview picture included. */
function serveHead(path: string): void {
  const collector = new HeadCollector(window.location.origin);
  collector.head = { title: 'About Us', path };
  document.head.innerHTML = collector.toHtml();
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('the head in the browser', () => {
  it("keeps the served page's link-preview picture, and drops it once the visitor moves to another page", () => {
    serveHead('/about');
    const served = content('meta[property="og:image"]');
    expect(served).toMatch(/\/social-cards\/about\.png\?v=/);

    const { rerender } = render(<PageHead title="About Us" path="/about" />);
    expect(content('meta[property="og:image"]')).toBe(served);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);

    rerender(<PageHead title="Contact" path="/contact" />);
    expect(content('meta[property="og:title"]')).toBe('Contact | Northwind Digital');
    expect(document.head.querySelector('meta[property^="og:image"], meta[name^="twitter:image"], meta[name="twitter:card"]')).toBeNull();
  });
});
