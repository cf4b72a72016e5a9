import { WEBHOOK_DESCRIPTION_MAX_CHARS, WEBHOOK_EVENTS, WEBHOOK_URL_MAX_CHARS } from '@consultancy/domain/webhooks';
import { ArrayNotEmpty, IsIn, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MaxChars, Required, SingleLine } from '../../content/validation/rules';

@InputType({ description: 'A webhook endpoint: where to send, and which events.' })
export class WebhookInput {
  @Field({ description: 'An http(s) URL on a public address.' })
  @Required()
  @SingleLine()
  @MaxChars(WEBHOOK_URL_MAX_CHARS)
  url: string;

  @Field(() => [String], { description: `At least one of: ${WEBHOOK_EVENTS.join(', ')}.` })
  @ArrayNotEmpty({ message: 'events: choose at least one event' })
  @IsIn([...WEBHOOK_EVENTS], { each: true, message: `events must each be one of: ${WEBHOOK_EVENTS.join(', ')}` })
  events: string[];

  @Field(() => String, { nullable: true, description: 'What it is for (optional).' })
  @IsOptional()
  @SingleLine()
  @MaxChars(WEBHOOK_DESCRIPTION_MAX_CHARS)
  description?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Off: it receives nothing new. Default: on (unchanged by an update that leaves it out).' })
  @IsOptional()
  enabled?: boolean | null;
}
