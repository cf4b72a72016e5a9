import { fireEvent, render, screen, within } from '@testing-library/react';
import { ContentListItem } from './ContentList';

describe('ContentListItem', () => {
  it('shows three thumbnails and +N, the description without markup, and buttons naming the item', () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    render(
      <ul>
        <ContentListItem
          name="Harbour Portal"
          title="Harbour Portal"
          meta="Web App"
          images={['/1.png', '/2.png', '/3.png', '/4.png', '/5.png']}
          description="<p>A <strong>booking</strong> portal.</p>"
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </ul>,
    );
    const item = screen.getByRole('listitem', { name: 'Harbour Portal' });
    expect(within(item).getAllByTestId('thumbnail').map((img) => img.getAttribute('src'))).toEqual(['/1.png', '/2.png', '/3.png']);
    expect(within(item).getByTestId('thumbnail-counter').textContent).toBe('+2');
    expect(within(item).getByText('A booking portal.')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Edit Harbour Portal' }));
    fireEvent.click(within(item).getByRole('button', { name: 'Delete Harbour Portal' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('has no counter with three images or fewer', () => {
    render(
      <ul>
        <ContentListItem name="X" title="X" images={['/1.png']} onEdit={() => undefined} onDelete={() => undefined} />
      </ul>,
    );
    expect(screen.queryByTestId('thumbnail-counter')).toBeNull();
  });
});
