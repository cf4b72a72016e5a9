import type { CollectionData } from '@consultancy/domain/collections';
import { CollectionScreen } from '../content-list/CollectionScreen';
import { definedCollection, type ScreenOptions } from './defined-collection';
import { definedFields } from './DefinedFields';

/** A defined collection's whole screen (list, form, trash, history), made once from its definition. */
export function definedScreen(data: CollectionData, options: ScreenOptions) {
  const collection = definedCollection(data, options);
  const Fields = definedFields(data);
  return function DefinedCollectionScreen() {
    return <CollectionScreen collection={collection} Fields={Fields} />;
  };
}
