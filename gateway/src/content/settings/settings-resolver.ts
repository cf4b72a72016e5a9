import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { auditAction } from '../audit/audit-record';
import type { EditedRecord } from '../../infra/database/record';
import { VERSION_ARG_DESCRIPTION } from '../editing/version-arg';
import type { RequestContext } from '../../api/http/context';
import { readSettings } from './settings';
import { holdsImages, type SettingsConfig } from './settings-config';
import { saveSettings } from './settings-save';
import { ImageUpload } from './settings-uploads';

export function createSettingsResolver<T extends EditedRecord, I extends object>(config: SettingsConfig<T, I>) {
  // A settings type without an audit action in the domain's list fails here, at start-up.
  auditAction(`${config.key}.updated`);
  // Left out of the schema where there is no image field to fill (the argument is then undefined).
  const imagesArg = holdsImages(config)
    ? Arg('images', () => [ImageUpload], { nullable: true, description: 'Image files, each filling the image field at its path in the input.' })
    : () => undefined;

  @Resolver()
  class SettingsResolver {
    @Query(() => config.entity, { name: config.names.query })
    read(@Ctx() ctx: RequestContext): Promise<T> {
      return readSettings(ctx.services.dataSource, config as SettingsConfig<T, object>);
    }

    @Authorized()
    @Mutation(() => config.entity, { name: config.names.update, description: 'Stores the input in place of the current values; answers what is stored now.' })
    async update(
      @Arg('input', () => config.input) input: I,
      @Arg('version', () => Int, { nullable: true, description: VERSION_ARG_DESCRIPTION }) version: number | null | undefined,
      @Ctx() ctx: RequestContext,
      // Last: where it is left out, the arguments before it keep their places.
      @imagesArg uploads?: ImageUpload[] | null,
    ): Promise<T> {
      const current = await readSettings(ctx.services.dataSource, config as SettingsConfig<T, object>);
      return saveSettings(ctx, config, current, config.toFields(input, current), version ?? undefined, uploads ?? []);
    }
  }
  return SettingsResolver;
}
