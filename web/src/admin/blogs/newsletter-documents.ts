import { graphql } from '../gql';

/** How many confirmed, active subscribers a send made now would reach. */
export const NewsletterAudienceQuery = graphql(`
  query AdminNewsletterAudience {
    newsletterAudience
  }
`);

export const NewsletterSendFragment = graphql(`
  fragment AdminNewsletterSend on NewsletterSend {
    id
    status
    test
    total
    queued
    retrying
    sent
    failed
    unknown
    unsubscribedSince
  }
`);

export const SendNewsletterMutation = graphql(`
  mutation AdminSendNewsletter($postId: ID!, $subject: String, $test: Boolean, $to: String, $confirmResend: Boolean) {
    sendNewsletter(postId: $postId, subject: $subject, test: $test, to: $to, confirmResend: $confirmResend) {
      ...AdminNewsletterSend
    }
  }
`);

/** Queues a send's unknown emails again (the owner's choice: some may arrive twice). */
export const ResendUnknownMutation = graphql(`
  mutation AdminResendUnknownNewsletterEmails($id: ID!) {
    resendUnknownNewsletterEmails(id: $id) {
      ...AdminNewsletterSend
    }
  }
`);

/** One send's counts, polled while it goes out. */
export const NewsletterSendQuery = graphql(`
  query AdminNewsletterSend($id: ID!) {
    newsletterSend(id: $id) {
      ...AdminNewsletterSend
    }
  }
`);

export const NewsletterSettingsQuery = graphql(`
  query AdminNewsletterSettings {
    newsletterSettings {
      id
      sendNewPosts
    }
  }
`);

export const UpdateNewsletterSettingsMutation = graphql(`
  mutation AdminUpdateNewsletterSettings($sendNewPosts: Boolean!) {
    updateNewsletterSettings(sendNewPosts: $sendNewPosts) {
      id
      sendNewPosts
    }
  }
`);
