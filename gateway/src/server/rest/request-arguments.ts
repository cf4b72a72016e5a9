import { getNullableType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import fs from 'node:fs';
import { badInput } from '../../api/errors/api-error';
import { Upload } from '../../api/schema/upload-scalar';

type Values = Record<string, unknown>;

/** A multer file handed to the resolvers as the graphql-upload Upload they expect. */
function toUpload(file: Express.Multer.File): unknown {
  const upload = new Upload();
  upload.resolve({
    filename: file.originalname,
    mimetype: file.mimetype,
    encoding: file.encoding,
    fieldName: file.fieldname,
    createReadStream: () => fs.createReadStream(file.path),
  } as never);
  return upload;
}

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badInput(`${name} must be valid JSON`);
  }
}

/**
 * Multipart forms send every value as text; JSON bodies send the right types.
 * Turns text into what the GraphQL type expects, and leaves anything it cannot
 * turn for GraphQL to refuse with a message naming the field.
 */
function coerce(name: string, value: unknown, type: GraphQLInputType): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (value === undefined || value === null) return value;
  if (isListType(inner)) {
    const list = typeof value === 'string' ? (value.trim().startsWith('[') ? parseJson(name, value) : [value]) : value;
    return Array.isArray(list) ? list.map((item) => coerce(name, item, inner.ofType)) : list;
  }
  if (isInputObjectType(inner)) {
    const object = typeof value === 'string' ? parseJson(name, value) : value;
    return object && typeof object === 'object' ? pickFields(object as Values, inner.getFields()) : object;
  }
  if (isScalarType(inner) && typeof value === 'string' && ['Int', 'Float', 'Boolean'].includes(inner.name)) {
    const text = value.trim();
    if (text === '') return undefined;
    if (inner.name === 'Boolean') return text === 'true' ? true : text === 'false' ? false : value;
    return Number.isFinite(Number(text)) ? Number(text) : value;
  }
  return value;
}

/** Unknown body fields are ignored, as a form may carry more than the call needs. */
function pickFields(source: Values, fields: Record<string, { type: GraphQLInputType }>): Values {
  const picked: Values = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = coerce(name, source[name], field.type);
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/** A variable of a route's document, with its type as the schema knows it. */
export interface RouteVariable {
  name: string;
  type: GraphQLInputType;
}

/** What a REST call sends: its path params, (for a GET) query parameters, body and files. */
export interface RestRequest {
  params: Values;
  query?: Values;
  body: unknown;
  files?: Express.Multer.File[];
  /** The variable that takes every file as `{ path: its field name, file }` (RestRoute.filesByPath). */
  filesByPath?: string;
}

/** Every file as an ImageUpload: the image field its multipart field names, and the file. */
const byPath = (files: readonly Express.Multer.File[]) => files.map((file) => ({ path: file.fieldname, file: toUpload(file) }));

/**
 * The variables of a REST call: path params, body fields and (for a GET) query
 * parameters by variable name, all text coerced alike;
 * a required input-object variable (`$input: ContactInput!`) is filled from the body's
 * own fields, an optional one (`$visit: VisitInput`) is the body field of its name; files go to the
 * upload variable named like their multipart field, or all to the `filesByPath` one.
 */
export function variablesFromRequest(wanted: readonly RouteVariable[], request: RestRequest): Values {
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Values;
  const source = { ...request.query, ...body, ...request.params };
  const variables: Values = {};
  for (const { name, type: declared } of wanted) {
    const type = getNullableType(declared);
    const files = request.files?.filter((file) => name === request.filesByPath || file.fieldname === name) ?? [];
    let value: unknown;
    if (files.length && name === request.filesByPath) value = byPath(files);
    else if (files.length) value = isListType(type) ? files.map(toUpload) : toUpload(files[0]);
    else if (isInputObjectType(type) && isNonNullType(declared)) value = pickFields(body, type.getFields());
    else value = coerce(name, source[name], declared);
    if (value !== undefined) variables[name] = value;
  }
  return variables;
}

/** What a record's answer carries that a client may send back unchanged. */
const RECORD_FIELDS = new Set(['_id', 'id', 'createdAt', 'updatedAt']);

/** Refuses a body field no variable (nor field of an input-object variable) takes. */
export function refuseUnknownBodyFields(wanted: readonly RouteVariable[], body: unknown): void {
  if (!body || typeof body !== 'object') return;
  const known = new Set(RECORD_FIELDS);
  for (const { name, type } of wanted) {
    const inner = getNullableType(type);
    // A required input-object variable is filled from the body's own fields: its name is not one of them.
    if (isInputObjectType(inner) && isNonNullType(type)) Object.keys(inner.getFields()).forEach((field) => known.add(field));
    else known.add(name);
  }
  const unknown = Object.keys(body).filter((field) => !known.has(field));
  if (unknown.length) throw badInput(`${unknown.join(', ')}: not a field of this call (expected one of: ${[...known].filter((field) => !RECORD_FIELDS.has(field)).join(', ')})`);
}
