import { formReducer, initialFormState, submitLabel } from './form-state';

interface Values {
  name: string;
  services: string;
}
const empty = (): Values => ({ name: '', services: 'Web design & Web development' });
const reduce = formReducer(empty);

describe('the add/edit form state', () => {
  it('starts empty with the defaults, in add mode', () => {
    const values = { name: '', services: 'Web design & Web development' };
    expect(initialFormState(empty)).toEqual({ values, editId: null, version: null, baseline: values });
  });

  it('changes fields without leaving the mode', () => {
    const editing = reduce(initialFormState(empty), { type: 'edit', id: 'p1', version: 3, values: { name: 'A', services: 'S' } });
    expect(reduce(editing, { type: 'change', patch: { name: 'B' } })).toEqual({ values: { name: 'B', services: 'S' }, editId: 'p1', version: 3, baseline: { name: 'A', services: 'S' } });
  });

  it('edit loads the item and remembers its id', () => {
    const state = reduce(reduce(initialFormState(empty), { type: 'change', patch: { name: 'typed' } }), {
      type: 'edit',
      id: 'p7',
      version: 2,
      values: { name: 'Harbour', services: 'Apps' },
    });
    expect(state).toEqual({ values: { name: 'Harbour', services: 'Apps' }, editId: 'p7', version: 2, baseline: { name: 'Harbour', services: 'Apps' } });
  });

  it('restore brings back a draft over the defaults, with the item and baseline it was typed against', () => {
    const state = reduce(initialFormState(empty), { type: 'restore', id: 'p7', version: 2, values: { name: 'Typed' } as Values, baseline: { name: 'Harbour', services: 'Apps' } });
    expect(state).toEqual({ values: { name: 'Typed', services: 'Web design & Web development' }, editId: 'p7', version: 2, baseline: { name: 'Harbour', services: 'Apps' } });
  });

  it('reset returns to the defaults and clears the edit id', () => {
    const editing = reduce(initialFormState(empty), { type: 'edit', id: 'p7', version: 2, values: { name: 'Harbour', services: 'Apps' } });
    expect(reduce(editing, { type: 'reset' })).toEqual(initialFormState(empty));
  });

  it('names the submit button for the mode and the busy state', () => {
    const labels = { add: 'Publish Blog', update: 'Update Blog', adding: 'Publishing...', updating: 'Updating...' };
    expect(submitLabel(labels, false, false)).toBe('Publish Blog');
    expect(submitLabel(labels, false, true)).toBe('Publishing...');
    expect(submitLabel(labels, true, false)).toBe('Update Blog');
    expect(submitLabel(labels, true, true)).toBe('Updating...');
  });
});
