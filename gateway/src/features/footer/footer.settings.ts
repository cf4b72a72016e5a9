import { DEFAULT_FOOTER } from '@consultancy/domain';
import { ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { EmailAddress, MaxChars, Required, SingleLine } from '../../content/validation/rules';
import { defineSettings, trimmedText } from '../../content/settings/settings';
import { Footer, QuickLinks, SocialLinks } from './footer.entity';

@InputType({ description: 'The footer. Leaving out socialLinks or quickLinks keeps the stored ones; a links object sent replaces them, its missing fields taking their defaults.' })
export class FooterInput {
  @Field() @SingleLine() @Required() @MaxChars(120) companyName: string;
  @Field() @SingleLine() @Required() @MaxChars(40) phone: string;
  @Field() @EmailAddress() email: string;
  @Field() @Required() @MaxChars(300) copyrightText: string;
  @Field(() => SocialLinks, { nullable: true }) @ValidateNested() socialLinks?: SocialLinks;
  @Field(() => QuickLinks, { nullable: true }) @ValidateNested() quickLinks?: QuickLinks;
}

export const footerSettings = defineSettings<Footer, FooterInput>({
  key: 'footer',
  entity: Footer,
  input: FooterInput,
  label: 'Footer',
  defaults: DEFAULT_FOOTER,
  toFields: (input, current) => ({
    ...trimmedText(input),
    socialLinks: { ...current.socialLinks, ...input.socialLinks },
    quickLinks: { ...current.quickLinks, ...input.quickLinks },
  }),
});
