import { checkOnRestore } from '../../infra/backup/restore-check';
import type { EditedRecord } from '../../infra/database/record';
import { ImageStore } from '../../infra/storage/image-store';
import { inputFields, storedInputProblem } from '../validation/stored-input';
import { imagesOfSettingsRow, type SettingsConfig } from './settings-config';

/**
 * A restore checks each field of a settings row as an update would have: by the input's
 * rules, and its images (a field's, or those its sections name) as stored images of this
 * site or pictures it ships, never another site's URL.
 */
export function checkSettingsOnRestore<T extends EditedRecord, I extends object>(config: SettingsConfig<T, I>): void {
  for (const field of inputFields(config.input)) {
    checkOnRestore(config.entity, field, storedInputProblem(config.input, field));
    checkOnRestore(config.entity, field, (value: unknown) => imageProblem(config, field, value));
  }
}

function imageProblem<T extends EditedRecord>(config: SettingsConfig<T, object>, field: string, value: unknown): string | null {
  const outside = imagesOfSettingsRow(config, { [field]: value } as Partial<T>)
    .find((url) => !config.shippedImages?.includes(url) && !ImageStore.originalKeyOf(url));
  // The words of the update's own refusal (settings-save.ts).
  return outside === undefined ? null : `${field}: "${outside}" is not a stored image`;
}
