import { ValidateIf } from 'class-validator';
import { Arg, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/http/context';
import { EmailAddress } from '../../content/validation/rules';
import { AlertSettings } from './alert-settings.entity';
import { readAlertSettings, recipientOf, whyNoAlerts } from './contact-alerts';

@ObjectType({ description: 'Email alerts for new contact messages (owner only).' })
export class ContactAlerts {
  @Field({ description: 'The owner turned alerts on.' }) enabled: boolean;
  @Field({ description: "The recipient the owner chose; '' means NOTIFY_EMAIL." }) recipient: string;
  @Field({ description: 'NOTIFY_EMAIL of the server, or empty.' }) defaultRecipient: string;
  @Field({ description: 'SMTP_URL is set on the server.' }) smtpConfigured: boolean;
  @Field({ description: 'Alerts are sent now: SMTP set, turned on and a recipient known.' }) sending: boolean;
  @Field(() => String, { nullable: true, description: 'Why no alert is sent, or null.' }) reason: string | null;
  @Field({ description: "The From address of replies to contacts the owner chose; '' means MAIL_FROM." }) replyFrom: string;
  @Field({ description: 'MAIL_FROM of the server: the From of replies unless the owner chose another.' }) defaultReplyFrom: string;
}

@InputType()
export class ContactAlertsInput {
  @Field() enabled: boolean;
  @Field({ defaultValue: '', description: "Where alerts go; '' for NOTIFY_EMAIL." })
  @ValidateIf((_input, value) => typeof value === 'string' && value.trim() !== '')
  @EmailAddress()
  recipient: string;
  @Field(() => String, { nullable: true, description: "The From address of replies to contacts; '' for MAIL_FROM; left out, it stays as it is." })
  @ValidateIf((_input, value) => typeof value === 'string' && value.trim() !== '')
  @EmailAddress()
  replyFrom?: string | null;
}

function describe(settings: AlertSettings, ctx: RequestContext): ContactAlerts {
  const { config } = ctx.services;
  const reason = whyNoAlerts(settings, config);
  return {
    enabled: settings.enabled,
    recipient: settings.recipient,
    defaultRecipient: config.mail.notifyEmail ?? '',
    smtpConfigured: Boolean(config.mail.smtpUrl),
    sending: reason === null && Boolean(recipientOf(settings, config)),
    reason,
    replyFrom: settings.replyFrom,
    defaultReplyFrom: config.mail.from,
  };
}

@Resolver()
export class ContactAlertsResolver {
  @Authorized('owner')
  @Query(() => ContactAlerts)
  async contactAlerts(@Ctx() ctx: RequestContext): Promise<ContactAlerts> {
    return describe(await readAlertSettings(ctx.services.dataSource.manager), ctx);
  }

  @Authorized('owner')
  @Mutation(() => ContactAlerts, { description: 'Turns the alerts on or off and chooses where they go; answers them as they are now.' })
  async updateContactAlerts(@Arg('input') input: ContactAlertsInput, @Ctx() ctx: RequestContext): Promise<ContactAlerts> {
    const repo = ctx.services.dataSource.getRepository(AlertSettings);
    const settings = await readAlertSettings(ctx.services.dataSource.manager);
    const saved = await repo.save(Object.assign(settings, {
      enabled: input.enabled, recipient: input.recipient.trim(), replyFrom: input.replyFrom?.trim() ?? settings.replyFrom,
    }));
    return describe(saved, ctx);
  }
}
