import { renderToStaticMarkup } from 'react-dom/server';
import ProjectCarousel from './ProjectCarousel';
import { StillCarousel } from './StillCarousel';

const project = {
  images: ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'],
  alts: ['First screen', '', 'Third screen'],
  described: [],
  title: 'Greenway',
};

/** The library writes each style with its vendor-prefixed twins: compared apart. */
const withoutStyles = (html: string) => html.replace(/ style="[^"]*"/g, '');

test('the still carousel is the markup the carousel renders on the server, so nothing changes while its code loads', () => {
  const carousel = renderToStaticMarkup(<ProjectCarousel {...project} />);
  const still = renderToStaticMarkup(<StillCarousel {...project} />);
  expect(withoutStyles(still)).toBe(withoutStyles(carousel));
  for (const style of ['width:100%', 'transform:translate3d(-100%,0,0)', 'transition-duration:500ms']) {
    expect(carousel).toContain(style);
    expect(still).toContain(style);
  }
});
