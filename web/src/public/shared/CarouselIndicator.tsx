import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * A react-responsive-carousel dot as a real button in a list item: the library's
 * own dot is an <li role="button">, which breaks the list for screen readers.
 * Pass as the carousel's `renderIndicator`.
 */
export function carouselIndicator(select: (event: MouseEvent | KeyboardEvent) => void, isSelected: boolean, index: number, label: string) {
  return (
    <li key={index} className="control-dots__item">
      <button type="button" value={index} className={`dot${isSelected ? ' selected' : ''}`} aria-label={`${label} ${index + 1}`} aria-current={isSelected || undefined} onClick={select} />
    </li>
  );
}
