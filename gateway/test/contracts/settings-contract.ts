/**
 * The contract every settings type (statistics, footer) keeps on REST and
 * GraphQL: public read with defaults, admin update, one stored record,
 * refusals of bad input and of missing or bad tokens that change nothing.
 */
import type { AnySettings } from '../../src/content/settings/settings-config';
import { graphql } from '../graphql';
import type { TestGateway } from '../harness';
import { png } from '../images';
import { refusedTokens } from '../tokens';

type Body = Record<string, unknown>;

export interface SettingsFixture {
  settings: AnySettings;
  /** What a fresh site answers. */
  defaults: Body;
  /** A valid update. */
  valid: Body;
  /** The GraphQL selection of the settings object. */
  selection: string;
  /** Refused updates: a label, the change to `valid`, and part of the message. */
  invalid: Array<[label: string, change: Body, message: string]>;
  /** Where its REST calls are and the key answers hold it under, when not /api/{key}/get, /update and its query's name. */
  rest?: { read: string; update: string; key: string };
}

export function describeSettingsContract(fixture: SettingsFixture, api: () => TestGateway): void {
  const { settings: { key, label, names, input }, defaults, valid } = fixture;
  const rest = fixture.rest ?? { read: `/api/${key}/get`, update: `/api/${key}/update`, key: names.query };
  let auth: string;
  beforeAll(async () => { auth = await api().auth(); });

  const update = (body: Body, header: string | null = auth) => {
    const call = api().http().put(rest.update);
    if (header) call.set('Authorization', header);
    return call.send(body);
  };
  const stored = async () => (await api().http().get(rest.read).expect(200)).body[rest.key];

  describe(`${label}: REST ${rest.read}`, () => {
    // Runs first in its file, before any update: what a freshly started site shows.
    it('answers the defaults on a fresh site, without a token', async () => {
      const response = await api().http().get(rest.read).expect(200);
      expect(response.body).toEqual({ success: true, [rest.key]: expect.objectContaining({ _id: expect.any(String), ...defaults }) });
    });

    it('updates, the next read shows it, and one record is kept', async () => {
      const before = await stored();
      const response = await update(valid).expect(200);
      expect(response.body).toMatchObject({ success: true, message: `${label} updated successfully`, [rest.key]: valid });
      const after = await stored();
      expect(after).toMatchObject(valid);
      expect(after).toMatchObject({ _id: before._id, createdAt: before.createdAt });
    });

    it.each(fixture.invalid)('refuses %s with 400 and changes nothing', async (_label, change, message) => {
      await update(valid).expect(200);
      const response = await update({ ...valid, ...change }).expect(400);
      expect(response.body).toEqual({ success: false, message: expect.stringContaining(message), requestId: expect.any(String) });
      expect(await stored()).toMatchObject(valid);
    });

    it.each(Object.keys(refusedTokens('names-only')))('refuses the update with %s: 401 and nothing changed', async (name) => {
      await update(valid).expect(200);
      const response = await update(defaults, refusedTokens(api().config.jwtSecret)[name] ?? null).expect(401);
      expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
      expect(await stored()).toMatchObject(valid);
    });
  });

  const imageFields = [...(fixture.settings.images ?? [])] as string[];
  if (imageFields.length) describe(`${label}: images chosen among the stored ones`, () => {
    let storedUrl: string;
    beforeAll(async () => { storedUrl = await api().gateway.services.images.storeBuffer(png(12, 8), 'chosen.png'); });

    it.each(imageFields)('takes a stored image as %s, and empty for none', async (name) => {
      await update({ ...valid, [name]: storedUrl }).expect(200);
      expect((await stored())[name]).toBe(storedUrl);
      await update({ ...valid, [name]: '' }).expect(200);
      expect((await stored())[name]).toBe('');
    });

    it.each(imageFields)('refuses as %s an image that is not stored, or a copy, or another site, and changes nothing', async (name) => {
      await update(valid).expect(200);
      const copy = storedUrl.replace(/\.png$/, '-480.webp');
      for (const url of ['/uploads/00000000-0000-4000-8000-000000000000_10x10.png', copy, 'https://elsewhere.example/logo.png', 'javascript:alert(1)']) {
        const response = await update({ ...valid, [name]: url }).expect(400);
        expect(response.body.message).toBe(`${name}: "${url}" is not a stored image`);
      }
      expect(await stored()).toMatchObject(valid);
    });

    it('lists the stored images to choose from (originals only), to administrators only', async () => {
      const { body } = await api().http().get('/api/images/all').query({ limit: 100 }).set('Authorization', auth).expect(200);
      expect(body.images).toContain(storedUrl);
      expect(body.images.every((url: string) => !/-\d+\.(avif|webp)$/.test(url))).toBe(true);
      await api().http().get('/api/images/all').expect(401);
    });
  });

  describe(`${label}: GraphQL`, () => {
    const UPDATE = `mutation Update($input: ${input.name}!) {
      ${names.update}(input: $input) ${fixture.selection}
    }`;

    it('reads and updates, like REST', async () => {
      const updated = await graphql(api(), UPDATE, { input: valid }, { auth }).expect(200);
      expect(updated.body.errors).toBeUndefined();
      // The update answers the settings as stored.
      expect(updated.body.data[names.update]).toMatchObject(valid);
      const read = await graphql(api(), `{ ${names.query} ${fixture.selection} }`).expect(200);
      expect(read.body.data[names.query]).toMatchObject(valid);
    });

    it('refuses invalid input with BAD_USER_INPUT and changes nothing', async () => {
      const [, change, message] = fixture.invalid[0];
      const response = await graphql(api(), UPDATE, { input: { ...valid, ...change } }, { auth });
      expect(response.body.errors[0]).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT' } });
      expect(await stored()).toMatchObject(valid);
    });

    it('refuses an anonymous update with UNAUTHENTICATED', async () => {
      const response = await graphql(api(), UPDATE, { input: defaults });
      expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(response.body.data).toBeNull();
      expect(await stored()).toMatchObject(valid);
    });
  });
}
