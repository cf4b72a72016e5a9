/**
 * The add/edit state every content form shares (see docs/screens.md): the values,
 * the id and version of the item being edited (null in add mode), and the baseline
 * the form was opened with, against which unsaved changes are told. Edit loads an item's
 * values and remembers its id; restore brings back a kept draft; reset (after a
 * save that went through, or cancel) returns to the defaults and add mode.
 */
export interface FormState<F> {
  values: F;
  editId: string | null;
  /** The version of the item the form was opened with: an update from an older one is refused. */
  version: number | null;
  baseline: F;
}

export type FormAction<F> =
  | { type: 'change'; patch: Partial<F> }
  | { type: 'edit'; id: string; version: number | null; values: F }
  | { type: 'restore'; id: string | null; version: number | null; values: F; baseline: F }
  | { type: 'reset' };

export function initialFormState<F>(empty: () => F): FormState<F> {
  const values = empty();
  return { values, editId: null, version: null, baseline: values };
}

export function formReducer<F>(empty: () => F) {
  return (state: FormState<F>, action: FormAction<F>): FormState<F> => {
    switch (action.type) {
      case 'change':
        return { ...state, values: { ...state.values, ...action.patch } };
      case 'edit':
        return { values: action.values, editId: action.id, version: action.version, baseline: action.values };
      case 'restore':
        return { values: { ...empty(), ...action.values }, editId: action.id, version: action.version, baseline: { ...empty(), ...action.baseline } };
      case 'reset':
        return initialFormState(empty);
      default:
        return state;
    }
  };
}

/** The submit button's words: 'Add Portfolio' / 'Update Portfolio', then 'Adding...' / 'Updating...' while busy. */
export interface SubmitLabels {
  add: string;
  update: string;
  adding: string;
  updating: string;
}

/** The submit button's words for the current mode and busy state. */
export function submitLabel(
  labels: SubmitLabels,
  editing: boolean,
  submitting: boolean,
): string {
  if (submitting) return editing ? labels.updating : labels.adding;
  return editing ? labels.update : labels.add;
}
