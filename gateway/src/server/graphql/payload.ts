import { Field, ObjectType, type ClassType } from 'type-graphql';

/** The answer of every write: the REST calls return these fields as they are. */
@ObjectType({ description: 'The outcome of a change.' })
export class MutationResult {
  @Field() success: boolean;
  @Field() message: string;
}

export const succeeded = (message: string): MutationResult => ({ success: true, message });

/** `XPayload { success, message, x }`: a change that also hands back what it changed. */
export function payloadType<T extends object>(field: string, type: ClassType<T>) {
  const name = `${field[0].toUpperCase()}${field.slice(1)}Payload`;

  @ObjectType(name)
  class Payload extends MutationResult {
    @Field(() => type, { name: field, nullable: true })
    item?: T;
  }
  return Payload;
}
