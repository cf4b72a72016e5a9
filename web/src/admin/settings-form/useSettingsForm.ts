import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useDraftKeeper } from '../drafts/useDraftKeeper';
import type { RevisionKind } from '../gql/graphql';
import type { EditConflict } from '../history/ConflictDialog';
import type { RevisionSummary } from '../history/HistoryPanel';
import { useRevisions } from '../history/useRevisions';
import { formatDateTime } from '../shared/format';
import { useNotify } from '../shared/notify';
import { rootField } from '../shared/answers';
import { useFragment as unmask, type FragmentType } from '../gql';
import { useGuardedSave } from '../shared/useGuardedSave';
import { useLoadError } from '../shared/useLoadError';
import { useSettingsValues } from './useSettingsValues';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

interface Options<TFields, V> {
  /** The settings' key, as the API names it ('statistics'): their draft and their history go by it. */
  kind: RevisionKind;
  /** Reads the settings: one root field, spread from `fragment`. */
  query: TypedDocumentNode<Record<string, unknown>, Record<string, never>>;
  fragment: TypedDocumentNode<TFields, unknown>;
  /** Writes them: `input` is the form's values, `version` the one they were read at; answers the settings as stored. */
  mutation: TypedDocumentNode<Record<string, unknown>, { input: V; version?: number | null }>;
  /** The form's values from what was read (ids and type names dropped). */
  pick: (fields: TFields) => V;
  /** Shown until the first load answers. */
  initial: V;
  validate: (values: V) => FieldErrors<V>;
  messages: { loadFailed: string; success: string; failure: string };
}

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A single-row settings screen (statistics, footer; see docs/screens.md): load
 * (fresh from the server each visit), Refresh, edit, validate on submit, the
 * guarded save with its session checks and toasts, the draft kept in the
 * browser as the form is typed, and what to do when someone saved meanwhile.
 * A save that fails keeps the form as typed.
 */
export function useSettingsForm<TFields, V>({ kind, query, fragment, mutation, pick, initial, validate, messages }: Options<TFields, V>) {
  const { data, loading, error, refetch } = useQuery(query, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [update, { loading: saving }] = useMutation(mutation);
  const client = useApolloClient();
  const notify = useNotify();
  const form = useSettingsValues(initial);
  const { values, setValues, stored, version } = form;
  const [touched, setTouched] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const drafts = useDraftKeeper({ form: kind, itemId: null, values, baseline: stored, version, ready: Boolean(data) });
  const guardedSave = useGuardedSave({ success: messages.success, failure: messages.failure }, setConflict);
  useLoadError(error, messages.loadFailed);

  /** The root field of an answer, unmasked. */
  const fieldsOf = useCallback((answer: unknown) => {
    const fields = rootField(answer) as FragmentType<typeof fragment> | null | undefined;
    return fields ? unmask(fragment, fields) : null;
  }, [fragment]);

  const { take } = form;
  useEffect(() => {
    const fields = fieldsOf(data);
    if (fields) take(pick(fields), versionOf(fields));
  }, [data, fieldsOf, pick, take]);

  const refresh = async () => {
    try {
      const fields = fieldsOf((await refetch()).data);
      if (fields) take(pick(fields), versionOf(fields), { evenOverTyping: true });
      setTouched(false);
    } catch {
      // useLoadError reports it.
    }
  };

  const errors = validate(values);
  /** Messages show once a save was tried. */
  const shown: FieldErrors<V> = touched ? errors : {};

  const save = async (fromVersion: number | null) => {
    let answer: unknown;
    const saved = await guardedSave(async () => (answer = (await update({ variables: { input: values, version: fromVersion } })).data));
    if (!saved) return;
    drafts.forget(null);
    // What was stored, at its new version: the next save is made from it.
    const fields = fieldsOf(answer);
    if (fields) take(pick(fields), versionOf(fields), { evenOverTyping: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length) return;
    await save(version);
  };

  /** What is stored now, read past the cache so that the form keeps what was typed. */
  const storedNow = async () => fieldsOf((await client.query({ query, fetchPolicy: 'no-cache' })).data);

  const restoreDraft = () => {
    const draft = drafts.restore();
    if (draft) form.restore({ ...initial, ...draft.values }, draft.version);
  };

  /** name, value, onChange and the error of a required text input bound to one field. */
  const field = (name: TextKeys<V>) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    required: true,
    error: Boolean(shown[name]),
    helperText: shown[name],
  });

  const draft = { offer: drafts.offer, restore: restoreDraft, discard: drafts.discard };
  const toForm = useCallback((stored: Record<string, unknown>) => pick(stored as TFields) as object, [pick]);
  const history = useRevisions({ kind, itemId: null, version, skip: !data, toForm });
  /** A revision's values go into the form unsaved, for review before saving. */
  const restoreRevision = (revisionValues: object, revision: RevisionSummary) => {
    setValues(revisionValues as V);
    notify.info(`The save of ${formatDateTime(revision.createdAt)} is in the form: review it, then save to keep it.`);
  };
  const conflicts: EditConflict = {
    message: conflict,
    yours: values as object,
    theirs: async () => {
      const fields = await storedNow();
      if (!fields) throw new Error('No settings stored');
      return pick(fields) as object;
    },
    overwrite: async () => {
      setConflict(null);
      const fields = await storedNow().catch(() => null);
      await save(fields ? versionOf(fields) : version);
    },
    keepEditing: () => setConflict(null),
  };
  return { values, setValues, field, errors: shown, loading, firstLoad: loading && !data, saving, refresh, submit, draft, conflict: conflicts, history, restoreRevision };
}

/** The version a settings answer carries (every write moves it). */
const versionOf = (fields: unknown): number | null => (fields as { version?: number }).version ?? null;

export type SettingsForm = Pick<ReturnType<typeof useSettingsForm>, 'loading' | 'firstLoad' | 'saving' | 'refresh' | 'draft' | 'conflict' | 'history' | 'restoreRevision' | 'values'>;

/** Messages for the text fields left blank, from their labels. */
export function requiredErrors<V>(values: V, fields: ReadonlyArray<{ name: TextKeys<V>; label: string }>, message: (label: string) => string): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const { name, label } of fields) if (!(values[name] as string).trim()) errors[name] = message(label);
  return errors;
}
