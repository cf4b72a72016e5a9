/**
 * The contract every content collection keeps, on REST and GraphQL alike: list,
 * read, add, update, delete, refusals of bad input and of missing or bad
 * tokens, and images stored with the row or not at all. Each collection's test
 * file runs it with a fixture and adds only what is its own.
 */
import sharp from 'sharp';
import type { AnyCollection } from '../../src/content/collections/collection';
import { graphql } from '../graphql';
import type { TestGateway } from '../harness';
import { oversizedPng, png, svgImpostor } from '../images';
import { refusedTokens } from '../tokens';

type Values = Record<string, string>;

export interface CollectionFixture {
  collection: AnyCollection;
  /** A valid item as the admin form sends it (multipart text). */
  valid: Values;
  /** A valid change to it. */
  changed: Values;
  /** The field that names an item in lists. */
  nameField: string;
  /** Refused inputs: a label, the change to `valid`, and part of the message. */
  invalid: Array<[label: string, change: Values, message: string]>;
}

export const UNKNOWN_ID = '3f0b2d4e-0000-4000-8000-000000000000';

export function describeCollectionContract(fixture: CollectionFixture, api: () => TestGateway): void {
  const { collection, valid, changed, nameField } = fixture;
  const { key, names, images: slot, label } = collection;
  let auth: string;

  /** Multipart as the admin form sends it: text fields and the collection's file field. */
  const send = (method: 'post' | 'put', path: string, values: Values, files: Buffer[] = [], token: string | null = auth) => {
    const call = api().http()[method](path);
    if (token) call.set('Authorization', token);
    for (const [name, value] of Object.entries(values)) call.field(name, value);
    files.forEach((data, index) => call.attach(slot.arg, data, `file-${index}.png`));
    return call;
  };
  const add = (values: Values = valid, files: Buffer[] = [png()]) => send('post', `/api/${key}/add`, values, files);
  const update = (id: string, values: Values, files: Buffer[] = []) => send('put', `/api/${key}/update/${id}`, values, files);
  const read = (id: string) => api().http().get(`/api/${key}/${id}`);
  const list = async () => (await api().http().get(`/api/${key}/all`).expect(200)).body[names.list] as Array<Record<string, unknown>>;
  /** The API names the portfolio's images `images_url`; the slot reads the entity's name for them. */
  const imagesOf = (item: Record<string, unknown>): string[] => slot.read({ ...item, imagesUrl: item.images_url });
  /** GraphQL takes typed input, and answers numbers as numbers. */
  const typed = (values: Values) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, /^\d+$/.test(value) && name !== nameField ? Number(value) : value]));
  const nothingStored = async () => {
    expect(await api().count(collection.entity)).toBe(0);
    expect(await api().storedFiles()).toEqual([]);
  };

  /** The trash answers a page at a time too: deleted items (and their images) stay there until purged. */
  const emptyTrash = async () => {
    const trashed = async () => (await api().http().get(`/api/${key}/trash`).set('Authorization', auth).expect(200)).body.items as Array<{ _id: string }>;
    for (let items = await trashed(); items.length; items = await trashed()) {
      for (const item of items) await api().http().delete(`/api/${key}/trash/${item._id}`).set('Authorization', auth).expect(200);
    }
  };

  beforeAll(async () => { auth = await api().auth(); });
  beforeEach(async () => {
    // The list answers a page at a time: delete until it is empty.
    for (let items = await list(); items.length; items = await list()) {
      for (const item of items) await api().http().delete(`/api/${key}/delete/${item._id}`).set('Authorization', auth).expect(200);
    }
    await emptyTrash();
  });

  describe(`${label}: REST /api/${key}`, () => {
    it('adds an item with an image, lists it and serves it by id without a token', async () => {
      const added = await add().expect(200);
      expect(added.body).toMatchObject({ success: true, message: `${label} added successfully` });
      const id = added.body[names.item]._id as string;
      expect(await list()).toEqual([expect.objectContaining({ _id: id, [nameField]: valid[nameField] })]);
      const one = await read(id).expect(200);
      expect(one.body).toMatchObject({ success: true, [names.item]: { _id: id, views: 0 } });
      expect(one.body[names.item].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const [url] = imagesOf(one.body[names.item]);
      const image = await api().http().get(url).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      // Re-encoded (metadata dropped), the same picture.
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });
      expect(one.body[names.item].responsiveImages).toEqual([{ url, width: 4, height: 3, sources: [], alt: '', focalPoint: { x: 0.5, y: 0.5 } }]);
    });

    it('accepts a JSON body as well as multipart', async () => {
      const response = await api().http().post(`/api/${key}/add`).set('Authorization', auth).send(valid).expect(200);
      expect(response.body[names.item][nameField]).toBe(valid[nameField]);
    });

    // A collection in a chosen order (a team's `order`) lists items of the same rank in the order they were added.
    const chosenOrder = Boolean(collection.listing.ascendingBy?.length);
    it(chosenOrder ? 'lists items of the same rank in the order they were added' : 'lists items newest first', async () => {
      for (const name of ['first', 'second', 'third']) await add({ ...valid, [nameField]: name }, []).expect(200);
      expect((await list()).map((item) => item[nameField])).toEqual(chosenOrder ? ['first', 'second', 'third'] : ['third', 'second', 'first']);
    });

    it.each(fixture.invalid)('refuses %s with 400 naming the field, and stores nothing', async (_label, change, message) => {
      const response = await add({ ...valid, ...change }).expect(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toContain(message);
      await nothingStored();
    });

    it('refuses an SVG posing as a PNG with 400 naming the file, and stores nothing', async () => {
      const call = api().http().post(`/api/${key}/add`).set('Authorization', auth);
      for (const [name, value] of Object.entries(valid)) call.field(name, value);
      call.attach(slot.arg, svgImpostor(), { filename: 'photo.png', contentType: 'image/png' });
      const response = await call.expect(400);
      expect(response.body).toEqual({ success: false, message: `${slot.arg}: "photo.png" is not a PNG, JPEG, GIF or WebP image`, requestId: expect.any(String) });
      await nothingStored();
    });

    it('refuses an image over 10 MB with 413 and stores nothing', async () => {
      const response = await add(valid, [oversizedPng()]).expect(413);
      expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/10 MB/) });
      await nothingStored();
    });

    it(`refuses more than ${slot.max} image(s) with 400 and stores nothing`, async () => {
      const files = Array.from({ length: slot.max + 1 }, (_, index) => png(index + 1, 1));
      const response = await add(valid, files).expect(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toContain(slot.arg);
      await nothingStored();
    });

    it('updates the text and keeps the images when no file is sent', async () => {
      const added = await add().expect(200);
      const item = added.body[names.item];
      const response = await update(item._id, changed).expect(200);
      expect(response.body).toMatchObject({ success: true, message: `${label} updated successfully` });
      const stored = (await read(item._id).expect(200)).body[names.item];
      expect(stored).toMatchObject(typed(changed));
      expect(imagesOf(stored)).toEqual(imagesOf(item));
      expect(await api().storedFiles()).toHaveLength(1);
    });

    /** Deleted, then purged from the trash: the item and its history are gone for good. */
    const deleteForGood = async (id: string) => {
      await api().http().delete(`/api/${key}/delete/${id}`).set('Authorization', auth).expect(200);
      await api().http().delete(`/api/${key}/trash/${id}`).set('Authorization', auth).expect(200);
    };

    it('replaces the images when existingImages is [] and a file is sent; the old file stays while a revision names it', async () => {
      const item = (await add().expect(200)).body[names.item];
      const [old] = imagesOf(item);
      const response = await update(item._id, { ...valid, existingImages: '[]' }, [png(9, 9)]).expect(200);
      const [fresh] = imagesOf(response.body[names.item]);
      expect(fresh).not.toBe(old);
      // The item's first revision names it: restoring that revision brings it back.
      await api().http().get(old).expect(200);
      await api().http().get(fresh).expect(200);
      expect(await api().storedFiles()).toHaveLength(2);
      await deleteForGood(item._id);
      expect(await api().storedFiles()).toEqual([]);
    });

    it('removes the images when existingImages is [] and no file is sent; their files go with the revisions naming them', async () => {
      const item = (await add().expect(200)).body[names.item];
      const response = await update(item._id, { ...valid, existingImages: '[]' }).expect(200);
      expect(imagesOf(response.body[names.item])).toEqual([]);
      expect(await api().storedFiles()).toHaveLength(1);
      await deleteForGood(item._id);
      expect(await api().storedFiles()).toEqual([]);
    });

    it('refuses an invalid update with 400 and changes nothing', async () => {
      const item = (await add().expect(200)).body[names.item];
      const [, change, message] = fixture.invalid[0];
      const response = await update(item._id, { ...valid, ...change }, [png(5, 5)]).expect(400);
      expect(response.body.message).toContain(message);
      expect((await read(item._id)).body[names.item]).toMatchObject({ [nameField]: valid[nameField], updatedAt: item.updatedAt });
      expect(await api().storedFiles()).toHaveLength(1);
    });

    it('deletes an item to the trash (its image files kept), and for good with them from there', async () => {
      const item = (await add().expect(200)).body[names.item];
      const response = await api().http().delete(`/api/${key}/delete/${item._id}`).set('Authorization', auth).expect(200);
      expect(response.body).toEqual({ success: true, message: `${label} deleted successfully` });
      await read(item._id).expect(404);
      expect(await api().storedFiles()).not.toEqual([]);
      await emptyTrash();
      expect(await api().storedFiles()).toEqual([]);
    });

    it('answers 404 with a message for unknown ids on read, update and delete', async () => {
      expect((await read(UNKNOWN_ID).expect(404)).body).toEqual({ success: false, message: `${label} not found`, requestId: expect.any(String) });
      await read('not-an-id').expect(404);
      await update(UNKNOWN_ID, valid).expect(404);
      await api().http().delete(`/api/${key}/delete/${UNKNOWN_ID}`).set('Authorization', auth).expect(404);
    });

    it.each(Object.keys(refusedTokens('unused')))('refuses add, update and delete with %s: 401 and nothing changed', async (name) => {
      const item = (await add().expect(200)).body[names.item];
      const token = refusedTokens(api().config.jwtSecret)[name];
      const deleteCall = api().http().delete(`/api/${key}/delete/${item._id}`);
      if (token) deleteCall.set('Authorization', token);
      for (const response of [
        await send('post', `/api/${key}/add`, valid, [], token ?? null),
        await send('put', `/api/${key}/update/${item._id}`, changed, [], token ?? null),
        await deleteCall,
      ]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
      }
      expect(await api().count(collection.entity)).toBe(1);
      expect((await read(item._id)).body[names.item][nameField]).toBe(valid[nameField]);
    });
  });

  describe(`${label}: GraphQL`, () => {
    const uploadType = slot.multiple ? '[Upload!]' : 'Upload';
    const inputType = collection.input.name;
    const ADD = `mutation Add($input: ${inputType}!, $files: ${uploadType}) {
      ${names.add}(input: $input, ${slot.arg}: $files) { id ${nameField} }
    }`;
    const UPDATE = `mutation Update($id: ID!, $input: ${inputType}!) {
      ${names.update}(id: $id, input: $input) { id ${nameField} }
    }`;
    const DELETE = `mutation Delete($id: ID!) { ${names.delete}(id: $id) }`;
    const ITEM = `query Item($id: ID!) { ${names.item}(id: $id) { id ${nameField} } }`;
    const fileVariable = slot.multiple ? 'files.0' : 'files';
    const withFile = (data: Buffer) => ({ auth, files: [{ variable: fileVariable, data, filename: 'a.png' }] });

    it('adds with an upload, reads, updates and deletes, like REST', async () => {
      const added = await graphql(api(), ADD, { input: typed(valid), files: slot.multiple ? [null] : null }, withFile(png())).expect(200);
      expect(added.body.errors).toBeUndefined();
      // Each write answers what it changed: the item as stored, or the id of the item deleted.
      const item = added.body.data[names.add];
      expect(item).toEqual({ id: expect.any(String), [nameField]: valid[nameField] });
      expect((await graphql(api(), ITEM, { id: item.id })).body.data[names.item][nameField]).toBe(valid[nameField]);
      const updated = await graphql(api(), UPDATE, { id: item.id, input: typed({ ...valid, ...changed }) }, { auth });
      expect(updated.body.data[names.update]).toEqual({ id: item.id, [nameField]: changed[nameField] ?? valid[nameField] });
      const deleted = await graphql(api(), DELETE, { id: item.id }, { auth });
      expect(deleted.body).toEqual({ data: { [names.delete]: item.id } });
      await graphql(api(), ITEM, { id: item.id }).expect((response) => expect(response.body.errors[0].extensions.code).toBe('NOT_FOUND'));
    });

    it('refuses invalid input with BAD_USER_INPUT naming the field', async () => {
      const [, change, message] = fixture.invalid[0];
      const response = await graphql(api(), ADD, { input: typed({ ...valid, ...change }) }, { auth });
      expect(response.body.errors[0]).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT' } });
      await nothingStored();
    });

    it('refuses an impostor upload with BAD_USER_INPUT and an oversized one with PAYLOAD_TOO_LARGE', async () => {
      const impostor = await graphql(api(), ADD, { input: typed(valid), files: slot.multiple ? [null] : null }, withFile(svgImpostor()));
      expect(impostor.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      const oversized = await graphql(api(), ADD, { input: typed(valid), files: slot.multiple ? [null] : null }, withFile(oversizedPng()));
      expect(oversized.body.errors[0]).toMatchObject({ message: expect.stringMatching(/10 MB/), extensions: { code: 'PAYLOAD_TOO_LARGE' } });
      await nothingStored();
    });

    it('refuses anonymous writes with UNAUTHENTICATED and changes nothing', async () => {
      const response = await graphql(api(), ADD, { input: typed(valid) });
      expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const deleted = await graphql(api(), DELETE, { id: UNKNOWN_ID });
      expect(deleted.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      await nothingStored();
    });

    it('answers NOT_FOUND for an unknown id, to a read, an update and a delete, and changes nothing', async () => {
      const response = await graphql(api(), ITEM, { id: UNKNOWN_ID });
      expect(response.body.errors[0]).toMatchObject({ message: `${label} not found`, extensions: { code: 'NOT_FOUND' } });
      for (const write of [
        await graphql(api(), UPDATE, { id: UNKNOWN_ID, input: typed(valid) }, { auth }),
        await graphql(api(), DELETE, { id: UNKNOWN_ID }, { auth }),
      ]) {
        expect(write.body).toEqual({ data: null, errors: [expect.objectContaining({ message: `${label} not found`, extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })] });
      }
      await nothingStored();
    });
  });
}
