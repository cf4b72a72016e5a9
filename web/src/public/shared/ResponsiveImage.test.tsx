import { render } from '@testing-library/react';
import { imageAlt } from './image-alt';
import { ResponsiveImage, focalPosition, type ResponsiveImageData } from './ResponsiveImage';

const described = (x: number, y: number, alt = ''): ResponsiveImageData => ({
  url: '/uploads/a_1200x800.jpg', width: 1200, height: 800, sources: [], alt, focalPoint: { x, y },
});

describe('the media library on public images', () => {
  it('crops around the focal point (object-position), and leaves the centre to the stylesheet', () => {
    expect(focalPosition(described(0.5, 0.5))).toBeUndefined();
    expect(focalPosition(described(0.25, 0.1))).toBe('25% 10%');
    const { container } = render(
      <ResponsiveImage src="/uploads/a_1200x800.jpg" image={described(0.3, 0.8)} alt="A" sizes="400px" fallbackSize={{ width: 1, height: 1 }} />,
    );
    expect(container.querySelector('img')!.style.objectPosition).toBe('30% 80%');
  });

  it('takes the alt text of the place first, then the library’s, then the item’s name', () => {
    expect(imageAlt('On the card', 'Project', 'In the library')).toBe('On the card');
    expect(imageAlt('  ', 'Project', 'In the library')).toBe('In the library');
    expect(imageAlt('', 'Project', ' ')).toBe('Project');
    expect(imageAlt(null, 'Project')).toBe('Project');
  });
});
