import { fireEvent, render, screen, within } from '@testing-library/react';
import { RichTextEditor } from './RichTextEditor';

describe('RichTextEditor', () => {
  it('offers the formatting buttons of the spec in a labelled toolbar', () => {
    render(<RichTextEditor label="Content" value="<p>Hello</p>" onChange={() => undefined} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Content formatting' });
    const names = within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Underline', 'H2 heading', 'H3 heading', 'Bulleted list', 'Numbered list', 'Quote', 'Link']);
    expect(screen.getByRole('textbox', { name: 'Content' }).textContent).toBe('Hello');
  });

  it('shows a new value given from outside (an item loaded for editing, a reset form)', () => {
    const { rerender } = render(<RichTextEditor label="Content" value="<p><strong>First</strong></p>" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Content' }).textContent).toBe('First');
    rerender(<RichTextEditor label="Content" value="<h2>Second</h2>" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Content' }).querySelector('h2')?.textContent).toBe('Second');
    rerender(<RichTextEditor label="Content" value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Content' }).textContent).toBe('');
  });

  it('turns the current block into a heading from the toolbar and reports the HTML', () => {
    const onChange = jest.fn();
    render(<RichTextEditor label="Content" value="<p>Title</p>" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'H2 heading' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Title</h2>');
    expect(screen.getByRole('button', { name: 'H2 heading' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('inserts a link from the Link dialog; with no text selected the address is the link text', () => {
    const onChange = jest.fn();
    render(<RichTextEditor label="Content" value="" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByText('No text is selected: the address itself becomes the link text.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Link URL' }), { target: { value: 'example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert link' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<a href="https://example.com"'));
    expect(onChange.mock.lastCall?.[0]).toContain('>https://example.com</a>');
  });
});
