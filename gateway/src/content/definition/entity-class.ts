import { collectionNaming, type CollectionData, type FieldDefinition } from '@consultancy/domain/collections';
import { Field, Float, ID, Int, ObjectType, type ClassType} from 'type-graphql';
import { AfterLoad, Column, Entity, type ColumnOptions } from 'typeorm';
import { columnsOf, type FieldColumn } from '../../infra/database/collection-columns';
import { ViewedRecord } from '../../infra/database/record';
import { PublishableRecord } from '../publishing/publishable-record';

type Decorate = (prototype: object, property: string) => void;

/** The TypeORM column of a field column: the same spec the migration builds the table from. */
function columnOptions(column: FieldColumn): ColumnOptions {
  const type = column.type === 'json' ? 'simple-json' : column.type;
  return {
    type,
    ...(column.length ? { length: column.length } : {}),
    nullable: column.nullable,
    ...(column.default === undefined ? {} : { default: column.default }),
  };
}

/** The GraphQL type of each column a field stores, in the order columnsOf gives them. */
function graphqlTypes(field: FieldDefinition): Array<Parameters<typeof Field>[0] & (() => unknown)> {
  switch (field.kind) {
    case 'number': return [() => (field.integer ? Int : Float)];
    case 'boolean': return [() => Boolean];
    case 'relation': return [() => ID];
    case 'imageList': return [() => [String], () => [String]];
    case 'image': return [() => String, () => String];
    default: return [() => String];
  }
}

const describe = (field: FieldDefinition) => [field.label, field.help].filter(Boolean).join(': ');

function decorateField(prototype: object, field: FieldDefinition): void {
  const types = graphqlTypes(field);
  columnsOf(field).forEach((column, index) => {
    const isAlt = index > 0;
    const description = isAlt ? `The alternative text of ${field.label.toLowerCase()}.` : describe(field);
    // An image list's alt texts are stored nullable (the list may be written before them) but always read as a list.
    const nullable = column.nullable && !(field.kind === 'imageList');
    (Column(columnOptions(column)) as Decorate)(prototype, column.name);
    (Field(types[index], { nullable, description }) as Decorate)(prototype, column.name);
  });
}

/**
 * A fresh entity class for the definition, which is also its GraphQL object type: the
 * standard record (PublishableRecord when it publishes, else ViewedRecord) with a column
 * and a field per field, decorated here as a hand-written entity is by its decorators.
 */
export function entityClass(data: CollectionData): ClassType<ViewedRecord> {
  const { type, table, label } = collectionNaming(data.names);
  const Base = (data.options.publishing ? PublishableRecord : ViewedRecord) as unknown as ClassType<ViewedRecord>;
  // A computed name gives the class its GraphQL and TypeORM name (TeamMember), as a class statement would.
  const Item = { [type]: class extends Base {} }[type]!;
  for (const field of data.fields) decorateField(Item.prototype, field);
  ObjectType(type, { description: `A ${label.toLowerCase()}.` })(Item);
  Entity(table)(Item);
  const images = data.fields.find((candidate) => candidate.kind === 'imageList');
  if (images) fillMissingAlts(Item, images.name, (images as { altField: string }).altField);
  return Item;
}

/** Rows written before their alt texts read as one empty text per image. */
function fillMissingAlts(Item: ClassType<ViewedRecord>, urlsField: string, altField: string): void {
  Object.defineProperty(Item.prototype, 'fillAlts', {
    value(this: Record<string, unknown>) {
      this[altField] ??= ((this[urlsField] as string[] | undefined) ?? []).map(() => '');
    },
  });
  (AfterLoad() as Decorate)(Item.prototype, 'fillAlts');
}
