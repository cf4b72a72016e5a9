/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment RestVisitFields on Visit { landingPage referrer source utmSource utmMedium utmCampaign pages secondsToSend }\n": typeof types.RestVisitFieldsFragmentDoc,
    "\n      query RestAuditEntries($page: Int, $limit: Int, $q: String, $action: String, $adminEmail: String, $from: String, $to: String) {\n        auditEntries(page: $page, limit: $limit, q: $q, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n          items { id at action adminEmail ip userAgent requestId changes { field before after } target { kind id label } }\n          page limit total pages\n        }\n      }\n    ": typeof types.RestAuditEntriesDocument,
    "fragment RestResponsiveImageFields on ResponsiveImage { url width height sources { type srcset } alt focalPoint { x y } }": typeof types.RestResponsiveImageFieldsFragmentDoc,
    "query RestFormToken { formToken }": typeof types.RestFormTokenDocument,
    "\n    query RestRevisions($kind: RevisionKind!, $id: ID, $page: Int, $limit: Int) {\n      revisions(kind: $kind, id: $id, page: $page, limit: $limit) {\n        items { id createdAt requestId admin { id email } changedFields }\n        page limit total pages\n      }\n    }\n  ": typeof types.RestRevisionsDocument,
    "\n    query RestRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n      revision(kind: $kind, id: $id, revisionId: $revisionId) {\n        id kind itemId createdAt requestId admin { id email } changedFields images values\n      }\n    }\n  ": typeof types.RestRevisionDocument,
    "\n    mutation RestRestoreRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n      restoreRevision(kind: $kind, id: $id, revisionId: $revisionId) { id createdAt }\n    }\n  ": typeof types.RestRestoreRevisionDocument,
    "\n      query RestSearch($q: String, $page: Int, $limit: Int) {\n        search(q: $q, page: $page, limit: $limit) { items { type id slug title excerpt url } page limit total pages }\n      }\n    ": typeof types.RestSearchDocument,
    "fragment RestTrashedItemFields on TrashedItem { id title slug createdAt deletedAt deletedBy { email } }": typeof types.RestTrashedItemFieldsFragmentDoc,
    "query RestAnalyticsStats { analyticsStats { views { total } liveVisitors } }": typeof types.RestAnalyticsStatsDocument,
    "query RestAnalyticsSummary($days: Int!) {\n      analyticsSummary(days: $days) {\n        views visitors\n        series { date views visitors }\n        pages { path views visitors }\n        sources { source visitors }\n        campaigns { source medium campaign visitors }\n        devices { type visitors }\n        conversions { source contacts subscriptions }\n        landingPages { path visitors contacts subscriptions }\n      }\n    }": typeof types.RestAnalyticsSummaryDocument,
    "mutation RestTrackView($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }": typeof types.RestTrackViewDocument,
    "mutation RestRecordPageView(\n      $path: String!, $landed: Boolean, $referrer: String, $utmSource: String, $utmMedium: String, $utmCampaign: String\n    ) {\n      recordPageView(path: $path, landed: $landed, referrer: $referrer, utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign)\n    }": typeof types.RestRecordPageViewDocument,
    "query RestMe { me { ...RestAdministratorFields } }": typeof types.RestMeDocument,
    "\n      mutation RestChangePassword($currentPassword: String!, $newPassword: String!) {\n        changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }\n      }\n    ": typeof types.RestChangePasswordDocument,
    "\n  fragment RestAdministratorFields on Administrator {\n    id createdAt updatedAt email role disabled passwordChangeRequired twoFactorEnabled twoFactorSetupRequired\n  }\n": typeof types.RestAdministratorFieldsFragmentDoc,
    "query RestAdministrators { admins { ...RestAdministratorFields } }": typeof types.RestAdministratorsDocument,
    "\n      mutation RestCreateAdmin($email: String!, $role: AdminRole!) {\n        createAdmin(email: $email, role: $role) { admin { ...RestAdministratorFields } oneTimePassword }\n      }\n    ": typeof types.RestCreateAdminDocument,
    "\n      mutation RestUpdateAdmin($id: ID!, $role: AdminRole, $disabled: Boolean) {\n        updateAdmin(id: $id, role: $role, disabled: $disabled) { ...RestAdministratorFields }\n      }\n    ": typeof types.RestUpdateAdminDocument,
    "mutation RestDeleteAdmin($id: ID!) { deleteAdmin(id: $id) { email } }": typeof types.RestDeleteAdminDocument,
    "\n      mutation RestLogin($email: String!, $password: String!, $deviceToken: String) {\n        login(email: $email, password: $password, deviceToken: $deviceToken) {\n          __typename\n          ... on SignedIn { token deviceToken }\n          ... on TwoFactorChallenge { challenge }\n        }\n      }\n    ": typeof types.RestLoginDocument,
    "mutation RestLogout { logout }": typeof types.RestLogoutDocument,
    "query RestMySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }": typeof types.RestMySessionsDocument,
    "mutation RestEndSession($id: ID!) { endSession(id: $id) }": typeof types.RestEndSessionDocument,
    "mutation RestEndOtherSessions { endOtherSessions }": typeof types.RestEndOtherSessionsDocument,
    "\n      mutation RestLoginWithTwoFactor($challenge: String!, $code: String!) {\n        loginWithTwoFactor(challenge: $challenge, code: $code) { token deviceToken }\n      }\n    ": typeof types.RestLoginWithTwoFactorDocument,
    "mutation RestSetupTwoFactor { setupTwoFactor { secret otpauthUrl qrCode } }": typeof types.RestSetupTwoFactorDocument,
    "mutation RestEnableTwoFactor($code: String!) { enableTwoFactor(code: $code) }": typeof types.RestEnableTwoFactorDocument,
    "mutation RestDisableTwoFactor($code: String!) { disableTwoFactor(code: $code) { id } }": typeof types.RestDisableTwoFactorDocument,
    "query RestTwoFactorPolicy { twoFactorPolicy { twoFactorRequired updatedAt } }": typeof types.RestTwoFactorPolicyDocument,
    "mutation RestSetTwoFactorPolicy($required: Boolean!) { setTwoFactorPolicy(required: $required) { twoFactorRequired updatedAt } }": typeof types.RestSetTwoFactorPolicyDocument,
    "\n  fragment RestBlogFields on Blog {\n    id createdAt updatedAt version views slug status publishAt seoTitle seoDescription socialImage title content excerpt tags\n    publishDate readingTime featuredImage featuredImageAlt category\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": typeof types.RestBlogFieldsFragmentDoc,
    "\n    query RestBlogs($page: Int, $limit: Int, $q: String, $tag: String, $category: String) {\n      blogs(page: $page, limit: $limit, q: $q, tag: $tag, category: $category) { items { ...RestBlogFields } page limit total pages }\n    }\n  ": typeof types.RestBlogsDocument,
    "query RestBlogItem($id: ID!) { blog(id: $id) { ...RestBlogFields } }": typeof types.RestBlogItemDocument,
    "\n    mutation RestAddBlog($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      addBlog(input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  ": typeof types.RestAddBlogDocument,
    "\n    mutation RestUpdateBlog($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!], $version: Int) {\n      updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages, version: $version) { ...RestBlogFields }\n    }\n  ": typeof types.RestUpdateBlogDocument,
    "mutation RestDeleteBlog($id: ID!) { deleteBlog(id: $id) }": typeof types.RestDeleteBlogDocument,
    "\n    query RestTrashedBlogs($page: Int, $limit: Int, $q: String) {\n      trashedBlogs(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  ": typeof types.RestTrashedBlogsDocument,
    "mutation RestRestoreBlog($id: ID!) { restoreBlog(id: $id) { id } }": typeof types.RestRestoreBlogDocument,
    "mutation RestPurgeBlog($id: ID!) { purgeBlog(id: $id) }": typeof types.RestPurgeBlogDocument,
    "\n  fragment RestThreadEntryFields on ContactThreadEntry { id kind text at authorEmail delivery }\n": typeof types.RestThreadEntryFieldsFragmentDoc,
    "query RestInboxFigures { inboxFigures { openLeads repliedThisMonth medianFirstReplyMinutes } }": typeof types.RestInboxFiguresDocument,
    "query RestContactAssignees { contactAssignees { id email } }": typeof types.RestContactAssigneesDocument,
    "\n      query RestContactThread($id: ID!) {\n        contactThread(id: $id) {\n          contact { ...RestContactFields }\n          entries { ...RestThreadEntryFields }\n        }\n      }\n    ": typeof types.RestContactThreadDocument,
    "mutation RestAddContactNote($id: ID!, $input: ContactTextInput!) { addContactNote(id: $id, input: $input) { ...RestThreadEntryFields } }": typeof types.RestAddContactNoteDocument,
    "mutation RestSendContactReply($id: ID!, $input: ContactTextInput!) { sendContactReply(id: $id, input: $input) { ...RestThreadEntryFields } }": typeof types.RestSendContactReplyDocument,
    "mutation RestAssignContact($id: ID!, $adminId: ID) { assignContact(id: $id, adminId: $adminId) { id assignee { id email } } }": typeof types.RestAssignContactDocument,
    "\n  fragment RestContactFields on Contact {\n    id createdAt updatedAt firstName lastName email phone company message status source submittedAt firstReplyAt assignee { id email }\n    visit { ...RestVisitFields }\n  }\n": typeof types.RestContactFieldsFragmentDoc,
    "\n  fragment RestContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason replyFrom defaultReplyFrom }\n": typeof types.RestContactAlertsFieldsFragmentDoc,
    "\n      query RestContacts($page: Int, $limit: Int, $q: String, $status: ContactStatus, $assigneeId: String) {\n        contacts(page: $page, limit: $limit, q: $q, status: $status, assigneeId: $assigneeId) {\n          items { ...RestContactFields }\n          page limit total pages\n        }\n      }\n    ": typeof types.RestContactsDocument,
    "mutation RestSubmitContact($input: ContactInput!) { submitContact(input: $input) }": typeof types.RestSubmitContactDocument,
    "mutation RestUpdateContactStatus($id: ID!, $status: ContactStatus!) { updateContactStatus(id: $id, status: $status) { id } }": typeof types.RestUpdateContactStatusDocument,
    "mutation RestDeleteContact($id: ID!) { deleteContact(id: $id) }": typeof types.RestDeleteContactDocument,
    "query RestContactAlerts { contactAlerts { ...RestContactAlertsFields } }": typeof types.RestContactAlertsDocument,
    "mutation RestUpdateContactAlerts($input: ContactAlertsInput!) { updateContactAlerts(input: $input) { ...RestContactAlertsFields } }": typeof types.RestUpdateContactAlertsDocument,
    "\n  fragment RestFooterFields on Footer {\n    id createdAt updatedAt version companyName phone email copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n": typeof types.RestFooterFieldsFragmentDoc,
    "query RestFooter { footer { ...RestFooterFields } }": typeof types.RestFooterDocument,
    "mutation RestUpdateFooter($input: FooterInput!, $version: Int) { updateFooter(input: $input, version: $version) { ...RestFooterFields } }": typeof types.RestUpdateFooterDocument,
    "query RestStoredImages($page: Int, $limit: Int, $q: String) { storedImages(page: $page, limit: $limit, q: $q) { items page limit total pages } }": typeof types.RestStoredImagesDocument,
    "\n  fragment RestMediaFields on Media {\n    id url thumbnailUrl name size width height alt focalPoint { x y } createdAt updatedAt version\n    uploadedBy { id email } keptInLibrary\n    uses { collection id title }\n  }\n": typeof types.RestMediaFieldsFragmentDoc,
    "\n      query RestMedia($page: Int, $limit: Int, $search: String, $unused: Boolean) {\n        media(page: $page, limit: $limit, search: $search, unused: $unused) { items { ...RestMediaFields } page limit total pages }\n      }\n    ": typeof types.RestMediaDocument,
    "mutation RestUploadMedia($file: Upload!) { uploadMedia(file: $file) { ...RestMediaFields } }": typeof types.RestUploadMediaDocument,
    "query RestMediaItem($id: ID!) { mediaItem(id: $id) { ...RestMediaFields } }": typeof types.RestMediaItemDocument,
    "\n      mutation RestReplaceMediaFile($id: ID!, $file: Upload!, $version: Int) {\n        replaceMediaFile(id: $id, file: $file, version: $version) { ...RestMediaFields }\n      }\n    ": typeof types.RestReplaceMediaFileDocument,
    "\n      mutation RestUpdateMedia($id: ID!, $input: MediaInput!, $version: Int) {\n        updateMedia(id: $id, input: $input, version: $version) { ...RestMediaFields }\n      }\n    ": typeof types.RestUpdateMediaDocument,
    "mutation RestDeleteMedia($id: ID!) { deleteMedia(id: $id) }": typeof types.RestDeleteMediaDocument,
    "\n  fragment RestPageHero on PageHero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n  fragment RestCallToAction on CallToAction { title text button { label link } }\n  fragment RestHomePage on HomePage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    servicesIntro { eyebrow title text }\n    servicesCallToAction { ...RestCallToAction }\n    industriesIntro { eyebrow title text }\n    industries { name text image }\n    about { eyebrow title text image badgeTitle badgeText points { title text } button { label link } moreLink { label link } }\n  }\n  fragment RestSolutionsPage on SolutionsPage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    services { anchor name icon summary details points image imageAlt }\n    callToAction { ...RestCallToAction }\n  }\n  fragment RestAboutPage on AboutPage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n  fragment RestContactPage on ContactPageDocument {\n    id createdAt updatedAt version\n    meta { description }\n    hero { ...RestPageHero }\n    details { title hours responseTime }\n    steps { title text }\n  }\n": typeof types.RestPageHeroFragmentDoc,
    "query RestHomePage { homePage { ...RestHomePage } }": typeof types.RestHomePageDocument,
    "mutation RestUpdateHomePage($input: HomePageInput!, $version: Int, $images: [ImageUpload!]) { updateHomePage(input: $input, version: $version, images: $images) { ...RestHomePage } }": typeof types.RestUpdateHomePageDocument,
    "query RestSolutionsPage { solutionsPage { ...RestSolutionsPage } }": typeof types.RestSolutionsPageDocument,
    "mutation RestUpdateSolutionsPage($input: SolutionsPageInput!, $version: Int, $images: [ImageUpload!]) { updateSolutionsPage(input: $input, version: $version, images: $images) { ...RestSolutionsPage } }": typeof types.RestUpdateSolutionsPageDocument,
    "query RestAboutPage { aboutPage { ...RestAboutPage } }": typeof types.RestAboutPageDocument,
    "mutation RestUpdateAboutPage($input: AboutPageInput!, $version: Int, $images: [ImageUpload!]) { updateAboutPage(input: $input, version: $version, images: $images) { ...RestAboutPage } }": typeof types.RestUpdateAboutPageDocument,
    "query RestContactPage { contactPage { ...RestContactPage } }": typeof types.RestContactPageDocument,
    "mutation RestUpdateContactPage($input: ContactPageInput!, $version: Int, $images: [ImageUpload!]) { updateContactPage(input: $input, version: $version, images: $images) { ...RestContactPage } }": typeof types.RestUpdateContactPageDocument,
    "\n  fragment RestPortfolioFields on Portfolio {\n    id createdAt updatedAt version views slug status publishAt seoTitle seoDescription socialImage category projectName\n    projectUrl projectDate description content problem solution result testimonial services clientName imageUrls imageAlts\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": typeof types.RestPortfolioFieldsFragmentDoc,
    "\n    query RestPortfolios($page: Int, $limit: Int, $q: String, $category: String) {\n      portfolios(page: $page, limit: $limit, q: $q, category: $category) { items { ...RestPortfolioFields } page limit total pages }\n    }\n  ": typeof types.RestPortfoliosDocument,
    "query RestPortfolioItem($id: ID!) { portfolio(id: $id) { ...RestPortfolioFields } }": typeof types.RestPortfolioItemDocument,
    "\n    mutation RestAddPortfolio($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      addPortfolio(input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  ": typeof types.RestAddPortfolioDocument,
    "\n    mutation RestUpdatePortfolio($id: ID!, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!], $version: Int) {\n      updatePortfolio(id: $id, input: $input, images: $images, existingImages: $existingImages, version: $version) { ...RestPortfolioFields }\n    }\n  ": typeof types.RestUpdatePortfolioDocument,
    "mutation RestDeletePortfolio($id: ID!) { deletePortfolio(id: $id) }": typeof types.RestDeletePortfolioDocument,
    "\n    query RestTrashedPortfolios($page: Int, $limit: Int, $q: String) {\n      trashedPortfolios(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  ": typeof types.RestTrashedPortfoliosDocument,
    "mutation RestRestorePortfolio($id: ID!) { restorePortfolio(id: $id) { id } }": typeof types.RestRestorePortfolioDocument,
    "mutation RestPurgePortfolio($id: ID!) { purgePortfolio(id: $id) }": typeof types.RestPurgePortfolioDocument,
    "fragment RestRedirectFields on Redirect { id fromPath to status hits createdAt updatedAt }": typeof types.RestRedirectFieldsFragmentDoc,
    "\n      query RestRedirects($page: Int, $limit: Int, $q: String) {\n        redirects(page: $page, limit: $limit, q: $q) { items { ...RestRedirectFields } page limit total pages }\n      }\n    ": typeof types.RestRedirectsDocument,
    "mutation RestImportRedirects($file: Upload!) { importRedirects(file: $file) { imported refused { line source reason } } }": typeof types.RestImportRedirectsDocument,
    "mutation RestAddRedirect($input: RedirectInput!) { addRedirect(input: $input) { ...RestRedirectFields } }": typeof types.RestAddRedirectDocument,
    "mutation RestUpdateRedirect($id: ID!, $input: RedirectInput!) { updateRedirect(id: $id, input: $input) { ...RestRedirectFields } }": typeof types.RestUpdateRedirectDocument,
    "mutation RestDeleteRedirect($id: ID!) { deleteRedirect(id: $id) }": typeof types.RestDeleteRedirectDocument,
    "\n      query RestNotFoundPaths($page: Int, $limit: Int, $q: String) {\n        notFoundPaths(page: $page, limit: $limit, q: $q) { items { id path hits firstSeenAt lastSeenAt referrer } page limit total pages }\n      }\n    ": typeof types.RestNotFoundPathsDocument,
    "\n  fragment RestSiteSettingsFields on SiteSettings { id createdAt updatedAt version siteName defaultDescription defaultSocialImage organizationLogo }\n": typeof types.RestSiteSettingsFieldsFragmentDoc,
    "query RestSiteSettings { siteSettings { ...RestSiteSettingsFields } }": typeof types.RestSiteSettingsDocument,
    "mutation RestUpdateSiteSettings($input: SiteSettingsInput!, $version: Int) { updateSiteSettings(input: $input, version: $version) { ...RestSiteSettingsFields } }": typeof types.RestUpdateSiteSettingsDocument,
    "\n  fragment RestStatisticsFields on Statistics {\n    id createdAt updatedAt version projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription\n    clientSatisfaction clientSatisfactionDescription\n  }\n": typeof types.RestStatisticsFieldsFragmentDoc,
    "query RestStatistics { statistics { ...RestStatisticsFields } }": typeof types.RestStatisticsDocument,
    "mutation RestUpdateStatistics($input: StatisticsInput!, $version: Int) { updateStatistics(input: $input, version: $version) { ...RestStatisticsFields } }": typeof types.RestUpdateStatisticsDocument,
    "\n  fragment RestNewsletterSendFields on NewsletterSend {\n    id createdAt updatedAt postId subject status test total createdByEmail queued retrying sent failed unknown unsubscribedSince\n  }\n": typeof types.RestNewsletterSendFieldsFragmentDoc,
    "\n      mutation RestSendNewsletter($postId: ID!, $subject: String, $test: Boolean, $to: String, $confirmResend: Boolean) {\n        sendNewsletter(postId: $postId, subject: $subject, test: $test, to: $to, confirmResend: $confirmResend) { ...RestNewsletterSendFields }\n      }\n    ": typeof types.RestSendNewsletterDocument,
    "\n      query RestNewsletterSends($page: Int, $limit: Int, $q: String) {\n        newsletterSends(page: $page, limit: $limit, q: $q) { items { ...RestNewsletterSendFields } page limit total pages }\n      }\n    ": typeof types.RestNewsletterSendsDocument,
    "query RestNewsletterSend($id: ID!) { newsletterSend(id: $id) { ...RestNewsletterSendFields } }": typeof types.RestNewsletterSendDocument,
    "mutation RestResendUnknownNewsletterEmails($id: ID!) { resendUnknownNewsletterEmails(id: $id) { ...RestNewsletterSendFields } }": typeof types.RestResendUnknownNewsletterEmailsDocument,
    "query RestNewsletterSettings { newsletterSettings { id createdAt updatedAt sendNewPosts since } }": typeof types.RestNewsletterSettingsDocument,
    "mutation RestUpdateNewsletterSettings($sendNewPosts: Boolean!) { updateNewsletterSettings(sendNewPosts: $sendNewPosts) { id createdAt updatedAt sendNewPosts since } }": typeof types.RestUpdateNewsletterSettingsDocument,
    "\n      query RestSubscriptions($page: Int, $limit: Int, $q: String, $status: SubscriptionStatus) {\n        subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt email status source subscribedAt confirmedAt visit { ...RestVisitFields } }\n          page limit total pages\n        }\n      }\n    ": typeof types.RestSubscriptionsDocument,
    "\n      mutation RestSubscribe($email: String!, $source: String! = \"\", $website: String, $formToken: String, $visit: VisitInput) {\n        subscribe(email: $email, source: $source, website: $website, formToken: $formToken, visit: $visit)\n      }\n    ": typeof types.RestSubscribeDocument,
    "mutation RestConfirmSubscription($token: String!) { confirmSubscription(token: $token) }": typeof types.RestConfirmSubscriptionDocument,
    "mutation RestUnsubscribe($token: String!) { unsubscribe(token: $token) }": typeof types.RestUnsubscribeDocument,
    "mutation RestResubscribe($token: String!) { resubscribe(token: $token) }": typeof types.RestResubscribeDocument,
    "\n      mutation RestSetSubscriptionStatus($id: ID!, $status: SubscriptionStatus!) {\n        setSubscriptionStatus(id: $id, status: $status) { id createdAt updatedAt email status source subscribedAt confirmedAt }\n      }\n    ": typeof types.RestSetSubscriptionStatusDocument,
    "mutation RestDeleteSubscription($id: ID!) { deleteSubscription(id: $id) }": typeof types.RestDeleteSubscriptionDocument,
    "\n  fragment RestTestimonialFields on Testimonial {\n    id createdAt updatedAt version views rating review userName userRole userImage userImageAlt\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": typeof types.RestTestimonialFieldsFragmentDoc,
    "\n    query RestTestimonials($page: Int, $limit: Int, $q: String) {\n      testimonials(page: $page, limit: $limit, q: $q) { items { ...RestTestimonialFields } page limit total pages }\n    }\n  ": typeof types.RestTestimonialsDocument,
    "query RestTestimonialItem($id: ID!) { testimonial(id: $id) { ...RestTestimonialFields } }": typeof types.RestTestimonialItemDocument,
    "\n    mutation RestAddTestimonial($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      addTestimonial(input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  ": typeof types.RestAddTestimonialDocument,
    "\n    mutation RestUpdateTestimonial($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!], $version: Int) {\n      updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages, version: $version) { ...RestTestimonialFields }\n    }\n  ": typeof types.RestUpdateTestimonialDocument,
    "mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }": typeof types.RestDeleteTestimonialDocument,
    "\n    query RestTrashedTestimonials($page: Int, $limit: Int, $q: String) {\n      trashedTestimonials(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  ": typeof types.RestTrashedTestimonialsDocument,
    "mutation RestRestoreTestimonial($id: ID!) { restoreTestimonial(id: $id) { id } }": typeof types.RestRestoreTestimonialDocument,
    "mutation RestPurgeTestimonial($id: ID!) { purgeTestimonial(id: $id) }": typeof types.RestPurgeTestimonialDocument,
    "fragment RestWebhookDeliveryFields on WebhookDelivery {\n  id eventType payload status attempts responseCode lastError nextAttemptAt createdAt updatedAt attemptLog { at responseCode error }\n}": typeof types.RestWebhookDeliveryFieldsFragmentDoc,
    "fragment RestWebhookFields on WebhookEndpoint {\n  id url events description enabled createdAt updatedAt lastDelivery { ...RestWebhookDeliveryFields }\n}": typeof types.RestWebhookFieldsFragmentDoc,
    "query RestWebhooks { webhooks { ...RestWebhookFields } }": typeof types.RestWebhooksDocument,
    "mutation RestRedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...RestWebhookDeliveryFields } }": typeof types.RestRedeliverWebhookDocument,
    "mutation RestAddWebhook($input: WebhookInput!) { addWebhook(input: $input) { webhook { ...RestWebhookFields } secret } }": typeof types.RestAddWebhookDocument,
    "mutation RestUpdateWebhook($id: ID!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { ...RestWebhookFields } }": typeof types.RestUpdateWebhookDocument,
    "mutation RestDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }": typeof types.RestDeleteWebhookDocument,
    "\n      query RestWebhookDeliveries($id: ID!, $page: Int, $limit: Int, $q: String, $status: WebhookDeliveryStatus) {\n        webhookDeliveries(id: $id, page: $page, limit: $limit, q: $q, status: $status) { items { ...RestWebhookDeliveryFields } page limit total pages }\n      }\n    ": typeof types.RestWebhookDeliveriesDocument,
    "mutation RestSendWebhookTest($id: ID!) { sendWebhookTest(id: $id) { ...RestWebhookDeliveryFields } }": typeof types.RestSendWebhookTestDocument,
};
const documents: Documents = {
    "\n  fragment RestVisitFields on Visit { landingPage referrer source utmSource utmMedium utmCampaign pages secondsToSend }\n": types.RestVisitFieldsFragmentDoc,
    "\n      query RestAuditEntries($page: Int, $limit: Int, $q: String, $action: String, $adminEmail: String, $from: String, $to: String) {\n        auditEntries(page: $page, limit: $limit, q: $q, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n          items { id at action adminEmail ip userAgent requestId changes { field before after } target { kind id label } }\n          page limit total pages\n        }\n      }\n    ": types.RestAuditEntriesDocument,
    "fragment RestResponsiveImageFields on ResponsiveImage { url width height sources { type srcset } alt focalPoint { x y } }": types.RestResponsiveImageFieldsFragmentDoc,
    "query RestFormToken { formToken }": types.RestFormTokenDocument,
    "\n    query RestRevisions($kind: RevisionKind!, $id: ID, $page: Int, $limit: Int) {\n      revisions(kind: $kind, id: $id, page: $page, limit: $limit) {\n        items { id createdAt requestId admin { id email } changedFields }\n        page limit total pages\n      }\n    }\n  ": types.RestRevisionsDocument,
    "\n    query RestRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n      revision(kind: $kind, id: $id, revisionId: $revisionId) {\n        id kind itemId createdAt requestId admin { id email } changedFields images values\n      }\n    }\n  ": types.RestRevisionDocument,
    "\n    mutation RestRestoreRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n      restoreRevision(kind: $kind, id: $id, revisionId: $revisionId) { id createdAt }\n    }\n  ": types.RestRestoreRevisionDocument,
    "\n      query RestSearch($q: String, $page: Int, $limit: Int) {\n        search(q: $q, page: $page, limit: $limit) { items { type id slug title excerpt url } page limit total pages }\n      }\n    ": types.RestSearchDocument,
    "fragment RestTrashedItemFields on TrashedItem { id title slug createdAt deletedAt deletedBy { email } }": types.RestTrashedItemFieldsFragmentDoc,
    "query RestAnalyticsStats { analyticsStats { views { total } liveVisitors } }": types.RestAnalyticsStatsDocument,
    "query RestAnalyticsSummary($days: Int!) {\n      analyticsSummary(days: $days) {\n        views visitors\n        series { date views visitors }\n        pages { path views visitors }\n        sources { source visitors }\n        campaigns { source medium campaign visitors }\n        devices { type visitors }\n        conversions { source contacts subscriptions }\n        landingPages { path visitors contacts subscriptions }\n      }\n    }": types.RestAnalyticsSummaryDocument,
    "mutation RestTrackView($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }": types.RestTrackViewDocument,
    "mutation RestRecordPageView(\n      $path: String!, $landed: Boolean, $referrer: String, $utmSource: String, $utmMedium: String, $utmCampaign: String\n    ) {\n      recordPageView(path: $path, landed: $landed, referrer: $referrer, utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign)\n    }": types.RestRecordPageViewDocument,
    "query RestMe { me { ...RestAdministratorFields } }": types.RestMeDocument,
    "\n      mutation RestChangePassword($currentPassword: String!, $newPassword: String!) {\n        changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }\n      }\n    ": types.RestChangePasswordDocument,
    "\n  fragment RestAdministratorFields on Administrator {\n    id createdAt updatedAt email role disabled passwordChangeRequired twoFactorEnabled twoFactorSetupRequired\n  }\n": types.RestAdministratorFieldsFragmentDoc,
    "query RestAdministrators { admins { ...RestAdministratorFields } }": types.RestAdministratorsDocument,
    "\n      mutation RestCreateAdmin($email: String!, $role: AdminRole!) {\n        createAdmin(email: $email, role: $role) { admin { ...RestAdministratorFields } oneTimePassword }\n      }\n    ": types.RestCreateAdminDocument,
    "\n      mutation RestUpdateAdmin($id: ID!, $role: AdminRole, $disabled: Boolean) {\n        updateAdmin(id: $id, role: $role, disabled: $disabled) { ...RestAdministratorFields }\n      }\n    ": types.RestUpdateAdminDocument,
    "mutation RestDeleteAdmin($id: ID!) { deleteAdmin(id: $id) { email } }": types.RestDeleteAdminDocument,
    "\n      mutation RestLogin($email: String!, $password: String!, $deviceToken: String) {\n        login(email: $email, password: $password, deviceToken: $deviceToken) {\n          __typename\n          ... on SignedIn { token deviceToken }\n          ... on TwoFactorChallenge { challenge }\n        }\n      }\n    ": types.RestLoginDocument,
    "mutation RestLogout { logout }": types.RestLogoutDocument,
    "query RestMySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }": types.RestMySessionsDocument,
    "mutation RestEndSession($id: ID!) { endSession(id: $id) }": types.RestEndSessionDocument,
    "mutation RestEndOtherSessions { endOtherSessions }": types.RestEndOtherSessionsDocument,
    "\n      mutation RestLoginWithTwoFactor($challenge: String!, $code: String!) {\n        loginWithTwoFactor(challenge: $challenge, code: $code) { token deviceToken }\n      }\n    ": types.RestLoginWithTwoFactorDocument,
    "mutation RestSetupTwoFactor { setupTwoFactor { secret otpauthUrl qrCode } }": types.RestSetupTwoFactorDocument,
    "mutation RestEnableTwoFactor($code: String!) { enableTwoFactor(code: $code) }": types.RestEnableTwoFactorDocument,
    "mutation RestDisableTwoFactor($code: String!) { disableTwoFactor(code: $code) { id } }": types.RestDisableTwoFactorDocument,
    "query RestTwoFactorPolicy { twoFactorPolicy { twoFactorRequired updatedAt } }": types.RestTwoFactorPolicyDocument,
    "mutation RestSetTwoFactorPolicy($required: Boolean!) { setTwoFactorPolicy(required: $required) { twoFactorRequired updatedAt } }": types.RestSetTwoFactorPolicyDocument,
    "\n  fragment RestBlogFields on Blog {\n    id createdAt updatedAt version views slug status publishAt seoTitle seoDescription socialImage title content excerpt tags\n    publishDate readingTime featuredImage featuredImageAlt category\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": types.RestBlogFieldsFragmentDoc,
    "\n    query RestBlogs($page: Int, $limit: Int, $q: String, $tag: String, $category: String) {\n      blogs(page: $page, limit: $limit, q: $q, tag: $tag, category: $category) { items { ...RestBlogFields } page limit total pages }\n    }\n  ": types.RestBlogsDocument,
    "query RestBlogItem($id: ID!) { blog(id: $id) { ...RestBlogFields } }": types.RestBlogItemDocument,
    "\n    mutation RestAddBlog($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      addBlog(input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  ": types.RestAddBlogDocument,
    "\n    mutation RestUpdateBlog($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!], $version: Int) {\n      updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages, version: $version) { ...RestBlogFields }\n    }\n  ": types.RestUpdateBlogDocument,
    "mutation RestDeleteBlog($id: ID!) { deleteBlog(id: $id) }": types.RestDeleteBlogDocument,
    "\n    query RestTrashedBlogs($page: Int, $limit: Int, $q: String) {\n      trashedBlogs(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  ": types.RestTrashedBlogsDocument,
    "mutation RestRestoreBlog($id: ID!) { restoreBlog(id: $id) { id } }": types.RestRestoreBlogDocument,
    "mutation RestPurgeBlog($id: ID!) { purgeBlog(id: $id) }": types.RestPurgeBlogDocument,
    "\n  fragment RestThreadEntryFields on ContactThreadEntry { id kind text at authorEmail delivery }\n": types.RestThreadEntryFieldsFragmentDoc,
    "query RestInboxFigures { inboxFigures { openLeads repliedThisMonth medianFirstReplyMinutes } }": types.RestInboxFiguresDocument,
    "query RestContactAssignees { contactAssignees { id email } }": types.RestContactAssigneesDocument,
    "\n      query RestContactThread($id: ID!) {\n        contactThread(id: $id) {\n          contact { ...RestContactFields }\n          entries { ...RestThreadEntryFields }\n        }\n      }\n    ": types.RestContactThreadDocument,
    "mutation RestAddContactNote($id: ID!, $input: ContactTextInput!) { addContactNote(id: $id, input: $input) { ...RestThreadEntryFields } }": types.RestAddContactNoteDocument,
    "mutation RestSendContactReply($id: ID!, $input: ContactTextInput!) { sendContactReply(id: $id, input: $input) { ...RestThreadEntryFields } }": types.RestSendContactReplyDocument,
    "mutation RestAssignContact($id: ID!, $adminId: ID) { assignContact(id: $id, adminId: $adminId) { id assignee { id email } } }": types.RestAssignContactDocument,
    "\n  fragment RestContactFields on Contact {\n    id createdAt updatedAt firstName lastName email phone company message status source submittedAt firstReplyAt assignee { id email }\n    visit { ...RestVisitFields }\n  }\n": types.RestContactFieldsFragmentDoc,
    "\n  fragment RestContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason replyFrom defaultReplyFrom }\n": types.RestContactAlertsFieldsFragmentDoc,
    "\n      query RestContacts($page: Int, $limit: Int, $q: String, $status: ContactStatus, $assigneeId: String) {\n        contacts(page: $page, limit: $limit, q: $q, status: $status, assigneeId: $assigneeId) {\n          items { ...RestContactFields }\n          page limit total pages\n        }\n      }\n    ": types.RestContactsDocument,
    "mutation RestSubmitContact($input: ContactInput!) { submitContact(input: $input) }": types.RestSubmitContactDocument,
    "mutation RestUpdateContactStatus($id: ID!, $status: ContactStatus!) { updateContactStatus(id: $id, status: $status) { id } }": types.RestUpdateContactStatusDocument,
    "mutation RestDeleteContact($id: ID!) { deleteContact(id: $id) }": types.RestDeleteContactDocument,
    "query RestContactAlerts { contactAlerts { ...RestContactAlertsFields } }": types.RestContactAlertsDocument,
    "mutation RestUpdateContactAlerts($input: ContactAlertsInput!) { updateContactAlerts(input: $input) { ...RestContactAlertsFields } }": types.RestUpdateContactAlertsDocument,
    "\n  fragment RestFooterFields on Footer {\n    id createdAt updatedAt version companyName phone email copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n": types.RestFooterFieldsFragmentDoc,
    "query RestFooter { footer { ...RestFooterFields } }": types.RestFooterDocument,
    "mutation RestUpdateFooter($input: FooterInput!, $version: Int) { updateFooter(input: $input, version: $version) { ...RestFooterFields } }": types.RestUpdateFooterDocument,
    "query RestStoredImages($page: Int, $limit: Int, $q: String) { storedImages(page: $page, limit: $limit, q: $q) { items page limit total pages } }": types.RestStoredImagesDocument,
    "\n  fragment RestMediaFields on Media {\n    id url thumbnailUrl name size width height alt focalPoint { x y } createdAt updatedAt version\n    uploadedBy { id email } keptInLibrary\n    uses { collection id title }\n  }\n": types.RestMediaFieldsFragmentDoc,
    "\n      query RestMedia($page: Int, $limit: Int, $search: String, $unused: Boolean) {\n        media(page: $page, limit: $limit, search: $search, unused: $unused) { items { ...RestMediaFields } page limit total pages }\n      }\n    ": types.RestMediaDocument,
    "mutation RestUploadMedia($file: Upload!) { uploadMedia(file: $file) { ...RestMediaFields } }": types.RestUploadMediaDocument,
    "query RestMediaItem($id: ID!) { mediaItem(id: $id) { ...RestMediaFields } }": types.RestMediaItemDocument,
    "\n      mutation RestReplaceMediaFile($id: ID!, $file: Upload!, $version: Int) {\n        replaceMediaFile(id: $id, file: $file, version: $version) { ...RestMediaFields }\n      }\n    ": types.RestReplaceMediaFileDocument,
    "\n      mutation RestUpdateMedia($id: ID!, $input: MediaInput!, $version: Int) {\n        updateMedia(id: $id, input: $input, version: $version) { ...RestMediaFields }\n      }\n    ": types.RestUpdateMediaDocument,
    "mutation RestDeleteMedia($id: ID!) { deleteMedia(id: $id) }": types.RestDeleteMediaDocument,
    "\n  fragment RestPageHero on PageHero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n  fragment RestCallToAction on CallToAction { title text button { label link } }\n  fragment RestHomePage on HomePage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    servicesIntro { eyebrow title text }\n    servicesCallToAction { ...RestCallToAction }\n    industriesIntro { eyebrow title text }\n    industries { name text image }\n    about { eyebrow title text image badgeTitle badgeText points { title text } button { label link } moreLink { label link } }\n  }\n  fragment RestSolutionsPage on SolutionsPage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    services { anchor name icon summary details points image imageAlt }\n    callToAction { ...RestCallToAction }\n  }\n  fragment RestAboutPage on AboutPage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n  fragment RestContactPage on ContactPageDocument {\n    id createdAt updatedAt version\n    meta { description }\n    hero { ...RestPageHero }\n    details { title hours responseTime }\n    steps { title text }\n  }\n": types.RestPageHeroFragmentDoc,
    "query RestHomePage { homePage { ...RestHomePage } }": types.RestHomePageDocument,
    "mutation RestUpdateHomePage($input: HomePageInput!, $version: Int, $images: [ImageUpload!]) { updateHomePage(input: $input, version: $version, images: $images) { ...RestHomePage } }": types.RestUpdateHomePageDocument,
    "query RestSolutionsPage { solutionsPage { ...RestSolutionsPage } }": types.RestSolutionsPageDocument,
    "mutation RestUpdateSolutionsPage($input: SolutionsPageInput!, $version: Int, $images: [ImageUpload!]) { updateSolutionsPage(input: $input, version: $version, images: $images) { ...RestSolutionsPage } }": types.RestUpdateSolutionsPageDocument,
    "query RestAboutPage { aboutPage { ...RestAboutPage } }": types.RestAboutPageDocument,
    "mutation RestUpdateAboutPage($input: AboutPageInput!, $version: Int, $images: [ImageUpload!]) { updateAboutPage(input: $input, version: $version, images: $images) { ...RestAboutPage } }": types.RestUpdateAboutPageDocument,
    "query RestContactPage { contactPage { ...RestContactPage } }": types.RestContactPageDocument,
    "mutation RestUpdateContactPage($input: ContactPageInput!, $version: Int, $images: [ImageUpload!]) { updateContactPage(input: $input, version: $version, images: $images) { ...RestContactPage } }": types.RestUpdateContactPageDocument,
    "\n  fragment RestPortfolioFields on Portfolio {\n    id createdAt updatedAt version views slug status publishAt seoTitle seoDescription socialImage category projectName\n    projectUrl projectDate description content problem solution result testimonial services clientName imageUrls imageAlts\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": types.RestPortfolioFieldsFragmentDoc,
    "\n    query RestPortfolios($page: Int, $limit: Int, $q: String, $category: String) {\n      portfolios(page: $page, limit: $limit, q: $q, category: $category) { items { ...RestPortfolioFields } page limit total pages }\n    }\n  ": types.RestPortfoliosDocument,
    "query RestPortfolioItem($id: ID!) { portfolio(id: $id) { ...RestPortfolioFields } }": types.RestPortfolioItemDocument,
    "\n    mutation RestAddPortfolio($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      addPortfolio(input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  ": types.RestAddPortfolioDocument,
    "\n    mutation RestUpdatePortfolio($id: ID!, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!], $version: Int) {\n      updatePortfolio(id: $id, input: $input, images: $images, existingImages: $existingImages, version: $version) { ...RestPortfolioFields }\n    }\n  ": types.RestUpdatePortfolioDocument,
    "mutation RestDeletePortfolio($id: ID!) { deletePortfolio(id: $id) }": types.RestDeletePortfolioDocument,
    "\n    query RestTrashedPortfolios($page: Int, $limit: Int, $q: String) {\n      trashedPortfolios(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  ": types.RestTrashedPortfoliosDocument,
    "mutation RestRestorePortfolio($id: ID!) { restorePortfolio(id: $id) { id } }": types.RestRestorePortfolioDocument,
    "mutation RestPurgePortfolio($id: ID!) { purgePortfolio(id: $id) }": types.RestPurgePortfolioDocument,
    "fragment RestRedirectFields on Redirect { id fromPath to status hits createdAt updatedAt }": types.RestRedirectFieldsFragmentDoc,
    "\n      query RestRedirects($page: Int, $limit: Int, $q: String) {\n        redirects(page: $page, limit: $limit, q: $q) { items { ...RestRedirectFields } page limit total pages }\n      }\n    ": types.RestRedirectsDocument,
    "mutation RestImportRedirects($file: Upload!) { importRedirects(file: $file) { imported refused { line source reason } } }": types.RestImportRedirectsDocument,
    "mutation RestAddRedirect($input: RedirectInput!) { addRedirect(input: $input) { ...RestRedirectFields } }": types.RestAddRedirectDocument,
    "mutation RestUpdateRedirect($id: ID!, $input: RedirectInput!) { updateRedirect(id: $id, input: $input) { ...RestRedirectFields } }": types.RestUpdateRedirectDocument,
    "mutation RestDeleteRedirect($id: ID!) { deleteRedirect(id: $id) }": types.RestDeleteRedirectDocument,
    "\n      query RestNotFoundPaths($page: Int, $limit: Int, $q: String) {\n        notFoundPaths(page: $page, limit: $limit, q: $q) { items { id path hits firstSeenAt lastSeenAt referrer } page limit total pages }\n      }\n    ": types.RestNotFoundPathsDocument,
    "\n  fragment RestSiteSettingsFields on SiteSettings { id createdAt updatedAt version siteName defaultDescription defaultSocialImage organizationLogo }\n": types.RestSiteSettingsFieldsFragmentDoc,
    "query RestSiteSettings { siteSettings { ...RestSiteSettingsFields } }": types.RestSiteSettingsDocument,
    "mutation RestUpdateSiteSettings($input: SiteSettingsInput!, $version: Int) { updateSiteSettings(input: $input, version: $version) { ...RestSiteSettingsFields } }": types.RestUpdateSiteSettingsDocument,
    "\n  fragment RestStatisticsFields on Statistics {\n    id createdAt updatedAt version projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription\n    clientSatisfaction clientSatisfactionDescription\n  }\n": types.RestStatisticsFieldsFragmentDoc,
    "query RestStatistics { statistics { ...RestStatisticsFields } }": types.RestStatisticsDocument,
    "mutation RestUpdateStatistics($input: StatisticsInput!, $version: Int) { updateStatistics(input: $input, version: $version) { ...RestStatisticsFields } }": types.RestUpdateStatisticsDocument,
    "\n  fragment RestNewsletterSendFields on NewsletterSend {\n    id createdAt updatedAt postId subject status test total createdByEmail queued retrying sent failed unknown unsubscribedSince\n  }\n": types.RestNewsletterSendFieldsFragmentDoc,
    "\n      mutation RestSendNewsletter($postId: ID!, $subject: String, $test: Boolean, $to: String, $confirmResend: Boolean) {\n        sendNewsletter(postId: $postId, subject: $subject, test: $test, to: $to, confirmResend: $confirmResend) { ...RestNewsletterSendFields }\n      }\n    ": types.RestSendNewsletterDocument,
    "\n      query RestNewsletterSends($page: Int, $limit: Int, $q: String) {\n        newsletterSends(page: $page, limit: $limit, q: $q) { items { ...RestNewsletterSendFields } page limit total pages }\n      }\n    ": types.RestNewsletterSendsDocument,
    "query RestNewsletterSend($id: ID!) { newsletterSend(id: $id) { ...RestNewsletterSendFields } }": types.RestNewsletterSendDocument,
    "mutation RestResendUnknownNewsletterEmails($id: ID!) { resendUnknownNewsletterEmails(id: $id) { ...RestNewsletterSendFields } }": types.RestResendUnknownNewsletterEmailsDocument,
    "query RestNewsletterSettings { newsletterSettings { id createdAt updatedAt sendNewPosts since } }": types.RestNewsletterSettingsDocument,
    "mutation RestUpdateNewsletterSettings($sendNewPosts: Boolean!) { updateNewsletterSettings(sendNewPosts: $sendNewPosts) { id createdAt updatedAt sendNewPosts since } }": types.RestUpdateNewsletterSettingsDocument,
    "\n      query RestSubscriptions($page: Int, $limit: Int, $q: String, $status: SubscriptionStatus) {\n        subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt email status source subscribedAt confirmedAt visit { ...RestVisitFields } }\n          page limit total pages\n        }\n      }\n    ": types.RestSubscriptionsDocument,
    "\n      mutation RestSubscribe($email: String!, $source: String! = \"\", $website: String, $formToken: String, $visit: VisitInput) {\n        subscribe(email: $email, source: $source, website: $website, formToken: $formToken, visit: $visit)\n      }\n    ": types.RestSubscribeDocument,
    "mutation RestConfirmSubscription($token: String!) { confirmSubscription(token: $token) }": types.RestConfirmSubscriptionDocument,
    "mutation RestUnsubscribe($token: String!) { unsubscribe(token: $token) }": types.RestUnsubscribeDocument,
    "mutation RestResubscribe($token: String!) { resubscribe(token: $token) }": types.RestResubscribeDocument,
    "\n      mutation RestSetSubscriptionStatus($id: ID!, $status: SubscriptionStatus!) {\n        setSubscriptionStatus(id: $id, status: $status) { id createdAt updatedAt email status source subscribedAt confirmedAt }\n      }\n    ": types.RestSetSubscriptionStatusDocument,
    "mutation RestDeleteSubscription($id: ID!) { deleteSubscription(id: $id) }": types.RestDeleteSubscriptionDocument,
    "\n  fragment RestTestimonialFields on Testimonial {\n    id createdAt updatedAt version views rating review userName userRole userImage userImageAlt\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n": types.RestTestimonialFieldsFragmentDoc,
    "\n    query RestTestimonials($page: Int, $limit: Int, $q: String) {\n      testimonials(page: $page, limit: $limit, q: $q) { items { ...RestTestimonialFields } page limit total pages }\n    }\n  ": types.RestTestimonialsDocument,
    "query RestTestimonialItem($id: ID!) { testimonial(id: $id) { ...RestTestimonialFields } }": types.RestTestimonialItemDocument,
    "\n    mutation RestAddTestimonial($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      addTestimonial(input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  ": types.RestAddTestimonialDocument,
    "\n    mutation RestUpdateTestimonial($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!], $version: Int) {\n      updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages, version: $version) { ...RestTestimonialFields }\n    }\n  ": types.RestUpdateTestimonialDocument,
    "mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }": types.RestDeleteTestimonialDocument,
    "\n    query RestTrashedTestimonials($page: Int, $limit: Int, $q: String) {\n      trashedTestimonials(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  ": types.RestTrashedTestimonialsDocument,
    "mutation RestRestoreTestimonial($id: ID!) { restoreTestimonial(id: $id) { id } }": types.RestRestoreTestimonialDocument,
    "mutation RestPurgeTestimonial($id: ID!) { purgeTestimonial(id: $id) }": types.RestPurgeTestimonialDocument,
    "fragment RestWebhookDeliveryFields on WebhookDelivery {\n  id eventType payload status attempts responseCode lastError nextAttemptAt createdAt updatedAt attemptLog { at responseCode error }\n}": types.RestWebhookDeliveryFieldsFragmentDoc,
    "fragment RestWebhookFields on WebhookEndpoint {\n  id url events description enabled createdAt updatedAt lastDelivery { ...RestWebhookDeliveryFields }\n}": types.RestWebhookFieldsFragmentDoc,
    "query RestWebhooks { webhooks { ...RestWebhookFields } }": types.RestWebhooksDocument,
    "mutation RestRedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...RestWebhookDeliveryFields } }": types.RestRedeliverWebhookDocument,
    "mutation RestAddWebhook($input: WebhookInput!) { addWebhook(input: $input) { webhook { ...RestWebhookFields } secret } }": types.RestAddWebhookDocument,
    "mutation RestUpdateWebhook($id: ID!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { ...RestWebhookFields } }": types.RestUpdateWebhookDocument,
    "mutation RestDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }": types.RestDeleteWebhookDocument,
    "\n      query RestWebhookDeliveries($id: ID!, $page: Int, $limit: Int, $q: String, $status: WebhookDeliveryStatus) {\n        webhookDeliveries(id: $id, page: $page, limit: $limit, q: $q, status: $status) { items { ...RestWebhookDeliveryFields } page limit total pages }\n      }\n    ": types.RestWebhookDeliveriesDocument,
    "mutation RestSendWebhookTest($id: ID!) { sendWebhookTest(id: $id) { ...RestWebhookDeliveryFields } }": types.RestSendWebhookTestDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestVisitFields on Visit { landingPage referrer source utmSource utmMedium utmCampaign pages secondsToSend }\n"): (typeof documents)["\n  fragment RestVisitFields on Visit { landingPage referrer source utmSource utmMedium utmCampaign pages secondsToSend }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestAuditEntries($page: Int, $limit: Int, $q: String, $action: String, $adminEmail: String, $from: String, $to: String) {\n        auditEntries(page: $page, limit: $limit, q: $q, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n          items { id at action adminEmail ip userAgent requestId changes { field before after } target { kind id label } }\n          page limit total pages\n        }\n      }\n    "): (typeof documents)["\n      query RestAuditEntries($page: Int, $limit: Int, $q: String, $action: String, $adminEmail: String, $from: String, $to: String) {\n        auditEntries(page: $page, limit: $limit, q: $q, action: $action, adminEmail: $adminEmail, from: $from, to: $to) {\n          items { id at action adminEmail ip userAgent requestId changes { field before after } target { kind id label } }\n          page limit total pages\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestResponsiveImageFields on ResponsiveImage { url width height sources { type srcset } alt focalPoint { x y } }"): (typeof documents)["fragment RestResponsiveImageFields on ResponsiveImage { url width height sources { type srcset } alt focalPoint { x y } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestFormToken { formToken }"): (typeof documents)["query RestFormToken { formToken }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestRevisions($kind: RevisionKind!, $id: ID, $page: Int, $limit: Int) {\n      revisions(kind: $kind, id: $id, page: $page, limit: $limit) {\n        items { id createdAt requestId admin { id email } changedFields }\n        page limit total pages\n      }\n    }\n  "): (typeof documents)["\n    query RestRevisions($kind: RevisionKind!, $id: ID, $page: Int, $limit: Int) {\n      revisions(kind: $kind, id: $id, page: $page, limit: $limit) {\n        items { id createdAt requestId admin { id email } changedFields }\n        page limit total pages\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n      revision(kind: $kind, id: $id, revisionId: $revisionId) {\n        id kind itemId createdAt requestId admin { id email } changedFields images values\n      }\n    }\n  "): (typeof documents)["\n    query RestRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n      revision(kind: $kind, id: $id, revisionId: $revisionId) {\n        id kind itemId createdAt requestId admin { id email } changedFields images values\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestRestoreRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n      restoreRevision(kind: $kind, id: $id, revisionId: $revisionId) { id createdAt }\n    }\n  "): (typeof documents)["\n    mutation RestRestoreRevision($kind: RevisionKind!, $id: ID, $revisionId: ID!) {\n      restoreRevision(kind: $kind, id: $id, revisionId: $revisionId) { id createdAt }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestSearch($q: String, $page: Int, $limit: Int) {\n        search(q: $q, page: $page, limit: $limit) { items { type id slug title excerpt url } page limit total pages }\n      }\n    "): (typeof documents)["\n      query RestSearch($q: String, $page: Int, $limit: Int) {\n        search(q: $q, page: $page, limit: $limit) { items { type id slug title excerpt url } page limit total pages }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestTrashedItemFields on TrashedItem { id title slug createdAt deletedAt deletedBy { email } }"): (typeof documents)["fragment RestTrashedItemFields on TrashedItem { id title slug createdAt deletedAt deletedBy { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestAnalyticsStats { analyticsStats { views { total } liveVisitors } }"): (typeof documents)["query RestAnalyticsStats { analyticsStats { views { total } liveVisitors } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestAnalyticsSummary($days: Int!) {\n      analyticsSummary(days: $days) {\n        views visitors\n        series { date views visitors }\n        pages { path views visitors }\n        sources { source visitors }\n        campaigns { source medium campaign visitors }\n        devices { type visitors }\n        conversions { source contacts subscriptions }\n        landingPages { path visitors contacts subscriptions }\n      }\n    }"): (typeof documents)["query RestAnalyticsSummary($days: Int!) {\n      analyticsSummary(days: $days) {\n        views visitors\n        series { date views visitors }\n        pages { path views visitors }\n        sources { source visitors }\n        campaigns { source medium campaign visitors }\n        devices { type visitors }\n        conversions { source contacts subscriptions }\n        landingPages { path visitors contacts subscriptions }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestTrackView($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }"): (typeof documents)["mutation RestTrackView($page: String!, $type: String!, $id: ID) { trackView(page: $page, type: $type, id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestRecordPageView(\n      $path: String!, $landed: Boolean, $referrer: String, $utmSource: String, $utmMedium: String, $utmCampaign: String\n    ) {\n      recordPageView(path: $path, landed: $landed, referrer: $referrer, utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign)\n    }"): (typeof documents)["mutation RestRecordPageView(\n      $path: String!, $landed: Boolean, $referrer: String, $utmSource: String, $utmMedium: String, $utmCampaign: String\n    ) {\n      recordPageView(path: $path, landed: $landed, referrer: $referrer, utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign)\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestMe { me { ...RestAdministratorFields } }"): (typeof documents)["query RestMe { me { ...RestAdministratorFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestChangePassword($currentPassword: String!, $newPassword: String!) {\n        changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }\n      }\n    "): (typeof documents)["\n      mutation RestChangePassword($currentPassword: String!, $newPassword: String!) {\n        changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAdministratorFields on Administrator {\n    id createdAt updatedAt email role disabled passwordChangeRequired twoFactorEnabled twoFactorSetupRequired\n  }\n"): (typeof documents)["\n  fragment RestAdministratorFields on Administrator {\n    id createdAt updatedAt email role disabled passwordChangeRequired twoFactorEnabled twoFactorSetupRequired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestAdministrators { admins { ...RestAdministratorFields } }"): (typeof documents)["query RestAdministrators { admins { ...RestAdministratorFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestCreateAdmin($email: String!, $role: AdminRole!) {\n        createAdmin(email: $email, role: $role) { admin { ...RestAdministratorFields } oneTimePassword }\n      }\n    "): (typeof documents)["\n      mutation RestCreateAdmin($email: String!, $role: AdminRole!) {\n        createAdmin(email: $email, role: $role) { admin { ...RestAdministratorFields } oneTimePassword }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestUpdateAdmin($id: ID!, $role: AdminRole, $disabled: Boolean) {\n        updateAdmin(id: $id, role: $role, disabled: $disabled) { ...RestAdministratorFields }\n      }\n    "): (typeof documents)["\n      mutation RestUpdateAdmin($id: ID!, $role: AdminRole, $disabled: Boolean) {\n        updateAdmin(id: $id, role: $role, disabled: $disabled) { ...RestAdministratorFields }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestDeleteAdmin($id: ID!) { deleteAdmin(id: $id) { email } }"): (typeof documents)["mutation RestDeleteAdmin($id: ID!) { deleteAdmin(id: $id) { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestLogin($email: String!, $password: String!, $deviceToken: String) {\n        login(email: $email, password: $password, deviceToken: $deviceToken) {\n          __typename\n          ... on SignedIn { token deviceToken }\n          ... on TwoFactorChallenge { challenge }\n        }\n      }\n    "): (typeof documents)["\n      mutation RestLogin($email: String!, $password: String!, $deviceToken: String) {\n        login(email: $email, password: $password, deviceToken: $deviceToken) {\n          __typename\n          ... on SignedIn { token deviceToken }\n          ... on TwoFactorChallenge { challenge }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestLogout { logout }"): (typeof documents)["mutation RestLogout { logout }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestMySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }"): (typeof documents)["query RestMySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestEndSession($id: ID!) { endSession(id: $id) }"): (typeof documents)["mutation RestEndSession($id: ID!) { endSession(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestEndOtherSessions { endOtherSessions }"): (typeof documents)["mutation RestEndOtherSessions { endOtherSessions }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestLoginWithTwoFactor($challenge: String!, $code: String!) {\n        loginWithTwoFactor(challenge: $challenge, code: $code) { token deviceToken }\n      }\n    "): (typeof documents)["\n      mutation RestLoginWithTwoFactor($challenge: String!, $code: String!) {\n        loginWithTwoFactor(challenge: $challenge, code: $code) { token deviceToken }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestSetupTwoFactor { setupTwoFactor { secret otpauthUrl qrCode } }"): (typeof documents)["mutation RestSetupTwoFactor { setupTwoFactor { secret otpauthUrl qrCode } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestEnableTwoFactor($code: String!) { enableTwoFactor(code: $code) }"): (typeof documents)["mutation RestEnableTwoFactor($code: String!) { enableTwoFactor(code: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestDisableTwoFactor($code: String!) { disableTwoFactor(code: $code) { id } }"): (typeof documents)["mutation RestDisableTwoFactor($code: String!) { disableTwoFactor(code: $code) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestTwoFactorPolicy { twoFactorPolicy { twoFactorRequired updatedAt } }"): (typeof documents)["query RestTwoFactorPolicy { twoFactorPolicy { twoFactorRequired updatedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestSetTwoFactorPolicy($required: Boolean!) { setTwoFactorPolicy(required: $required) { twoFactorRequired updatedAt } }"): (typeof documents)["mutation RestSetTwoFactorPolicy($required: Boolean!) { setTwoFactorPolicy(required: $required) { twoFactorRequired updatedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestBlogFields on Blog {\n    id createdAt updatedAt version views slug status publishAt seoTitle seoDescription socialImage title content excerpt tags\n    publishDate readingTime featuredImage featuredImageAlt category\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"): (typeof documents)["\n  fragment RestBlogFields on Blog {\n    id createdAt updatedAt version views slug status publishAt seoTitle seoDescription socialImage title content excerpt tags\n    publishDate readingTime featuredImage featuredImageAlt category\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestBlogs($page: Int, $limit: Int, $q: String, $tag: String, $category: String) {\n      blogs(page: $page, limit: $limit, q: $q, tag: $tag, category: $category) { items { ...RestBlogFields } page limit total pages }\n    }\n  "): (typeof documents)["\n    query RestBlogs($page: Int, $limit: Int, $q: String, $tag: String, $category: String) {\n      blogs(page: $page, limit: $limit, q: $q, tag: $tag, category: $category) { items { ...RestBlogFields } page limit total pages }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestBlogItem($id: ID!) { blog(id: $id) { ...RestBlogFields } }"): (typeof documents)["query RestBlogItem($id: ID!) { blog(id: $id) { ...RestBlogFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestAddBlog($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      addBlog(input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  "): (typeof documents)["\n    mutation RestAddBlog($input: BlogInput!, $image: Upload, $existingImages: [String!]) {\n      addBlog(input: $input, image: $image, existingImages: $existingImages) { ...RestBlogFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestUpdateBlog($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!], $version: Int) {\n      updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages, version: $version) { ...RestBlogFields }\n    }\n  "): (typeof documents)["\n    mutation RestUpdateBlog($id: ID!, $input: BlogInput!, $image: Upload, $existingImages: [String!], $version: Int) {\n      updateBlog(id: $id, input: $input, image: $image, existingImages: $existingImages, version: $version) { ...RestBlogFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestDeleteBlog($id: ID!) { deleteBlog(id: $id) }"): (typeof documents)["mutation RestDeleteBlog($id: ID!) { deleteBlog(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestTrashedBlogs($page: Int, $limit: Int, $q: String) {\n      trashedBlogs(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  "): (typeof documents)["\n    query RestTrashedBlogs($page: Int, $limit: Int, $q: String) {\n      trashedBlogs(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestRestoreBlog($id: ID!) { restoreBlog(id: $id) { id } }"): (typeof documents)["mutation RestRestoreBlog($id: ID!) { restoreBlog(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestPurgeBlog($id: ID!) { purgeBlog(id: $id) }"): (typeof documents)["mutation RestPurgeBlog($id: ID!) { purgeBlog(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestThreadEntryFields on ContactThreadEntry { id kind text at authorEmail delivery }\n"): (typeof documents)["\n  fragment RestThreadEntryFields on ContactThreadEntry { id kind text at authorEmail delivery }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestInboxFigures { inboxFigures { openLeads repliedThisMonth medianFirstReplyMinutes } }"): (typeof documents)["query RestInboxFigures { inboxFigures { openLeads repliedThisMonth medianFirstReplyMinutes } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestContactAssignees { contactAssignees { id email } }"): (typeof documents)["query RestContactAssignees { contactAssignees { id email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestContactThread($id: ID!) {\n        contactThread(id: $id) {\n          contact { ...RestContactFields }\n          entries { ...RestThreadEntryFields }\n        }\n      }\n    "): (typeof documents)["\n      query RestContactThread($id: ID!) {\n        contactThread(id: $id) {\n          contact { ...RestContactFields }\n          entries { ...RestThreadEntryFields }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestAddContactNote($id: ID!, $input: ContactTextInput!) { addContactNote(id: $id, input: $input) { ...RestThreadEntryFields } }"): (typeof documents)["mutation RestAddContactNote($id: ID!, $input: ContactTextInput!) { addContactNote(id: $id, input: $input) { ...RestThreadEntryFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestSendContactReply($id: ID!, $input: ContactTextInput!) { sendContactReply(id: $id, input: $input) { ...RestThreadEntryFields } }"): (typeof documents)["mutation RestSendContactReply($id: ID!, $input: ContactTextInput!) { sendContactReply(id: $id, input: $input) { ...RestThreadEntryFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestAssignContact($id: ID!, $adminId: ID) { assignContact(id: $id, adminId: $adminId) { id assignee { id email } } }"): (typeof documents)["mutation RestAssignContact($id: ID!, $adminId: ID) { assignContact(id: $id, adminId: $adminId) { id assignee { id email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestContactFields on Contact {\n    id createdAt updatedAt firstName lastName email phone company message status source submittedAt firstReplyAt assignee { id email }\n    visit { ...RestVisitFields }\n  }\n"): (typeof documents)["\n  fragment RestContactFields on Contact {\n    id createdAt updatedAt firstName lastName email phone company message status source submittedAt firstReplyAt assignee { id email }\n    visit { ...RestVisitFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason replyFrom defaultReplyFrom }\n"): (typeof documents)["\n  fragment RestContactAlertsFields on ContactAlerts { enabled recipient defaultRecipient smtpConfigured sending reason replyFrom defaultReplyFrom }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestContacts($page: Int, $limit: Int, $q: String, $status: ContactStatus, $assigneeId: String) {\n        contacts(page: $page, limit: $limit, q: $q, status: $status, assigneeId: $assigneeId) {\n          items { ...RestContactFields }\n          page limit total pages\n        }\n      }\n    "): (typeof documents)["\n      query RestContacts($page: Int, $limit: Int, $q: String, $status: ContactStatus, $assigneeId: String) {\n        contacts(page: $page, limit: $limit, q: $q, status: $status, assigneeId: $assigneeId) {\n          items { ...RestContactFields }\n          page limit total pages\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestSubmitContact($input: ContactInput!) { submitContact(input: $input) }"): (typeof documents)["mutation RestSubmitContact($input: ContactInput!) { submitContact(input: $input) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateContactStatus($id: ID!, $status: ContactStatus!) { updateContactStatus(id: $id, status: $status) { id } }"): (typeof documents)["mutation RestUpdateContactStatus($id: ID!, $status: ContactStatus!) { updateContactStatus(id: $id, status: $status) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestDeleteContact($id: ID!) { deleteContact(id: $id) }"): (typeof documents)["mutation RestDeleteContact($id: ID!) { deleteContact(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestContactAlerts { contactAlerts { ...RestContactAlertsFields } }"): (typeof documents)["query RestContactAlerts { contactAlerts { ...RestContactAlertsFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateContactAlerts($input: ContactAlertsInput!) { updateContactAlerts(input: $input) { ...RestContactAlertsFields } }"): (typeof documents)["mutation RestUpdateContactAlerts($input: ContactAlertsInput!) { updateContactAlerts(input: $input) { ...RestContactAlertsFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestFooterFields on Footer {\n    id createdAt updatedAt version companyName phone email copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n"): (typeof documents)["\n  fragment RestFooterFields on Footer {\n    id createdAt updatedAt version companyName phone email copyrightText\n    socialLinks { linkedin facebook instagram twitter }\n    quickLinks { home about portfolio contact solutions }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestFooter { footer { ...RestFooterFields } }"): (typeof documents)["query RestFooter { footer { ...RestFooterFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateFooter($input: FooterInput!, $version: Int) { updateFooter(input: $input, version: $version) { ...RestFooterFields } }"): (typeof documents)["mutation RestUpdateFooter($input: FooterInput!, $version: Int) { updateFooter(input: $input, version: $version) { ...RestFooterFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestStoredImages($page: Int, $limit: Int, $q: String) { storedImages(page: $page, limit: $limit, q: $q) { items page limit total pages } }"): (typeof documents)["query RestStoredImages($page: Int, $limit: Int, $q: String) { storedImages(page: $page, limit: $limit, q: $q) { items page limit total pages } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestMediaFields on Media {\n    id url thumbnailUrl name size width height alt focalPoint { x y } createdAt updatedAt version\n    uploadedBy { id email } keptInLibrary\n    uses { collection id title }\n  }\n"): (typeof documents)["\n  fragment RestMediaFields on Media {\n    id url thumbnailUrl name size width height alt focalPoint { x y } createdAt updatedAt version\n    uploadedBy { id email } keptInLibrary\n    uses { collection id title }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestMedia($page: Int, $limit: Int, $search: String, $unused: Boolean) {\n        media(page: $page, limit: $limit, search: $search, unused: $unused) { items { ...RestMediaFields } page limit total pages }\n      }\n    "): (typeof documents)["\n      query RestMedia($page: Int, $limit: Int, $search: String, $unused: Boolean) {\n        media(page: $page, limit: $limit, search: $search, unused: $unused) { items { ...RestMediaFields } page limit total pages }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUploadMedia($file: Upload!) { uploadMedia(file: $file) { ...RestMediaFields } }"): (typeof documents)["mutation RestUploadMedia($file: Upload!) { uploadMedia(file: $file) { ...RestMediaFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestMediaItem($id: ID!) { mediaItem(id: $id) { ...RestMediaFields } }"): (typeof documents)["query RestMediaItem($id: ID!) { mediaItem(id: $id) { ...RestMediaFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestReplaceMediaFile($id: ID!, $file: Upload!, $version: Int) {\n        replaceMediaFile(id: $id, file: $file, version: $version) { ...RestMediaFields }\n      }\n    "): (typeof documents)["\n      mutation RestReplaceMediaFile($id: ID!, $file: Upload!, $version: Int) {\n        replaceMediaFile(id: $id, file: $file, version: $version) { ...RestMediaFields }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestUpdateMedia($id: ID!, $input: MediaInput!, $version: Int) {\n        updateMedia(id: $id, input: $input, version: $version) { ...RestMediaFields }\n      }\n    "): (typeof documents)["\n      mutation RestUpdateMedia($id: ID!, $input: MediaInput!, $version: Int) {\n        updateMedia(id: $id, input: $input, version: $version) { ...RestMediaFields }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestDeleteMedia($id: ID!) { deleteMedia(id: $id) }"): (typeof documents)["mutation RestDeleteMedia($id: ID!) { deleteMedia(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPageHero on PageHero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n  fragment RestCallToAction on CallToAction { title text button { label link } }\n  fragment RestHomePage on HomePage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    servicesIntro { eyebrow title text }\n    servicesCallToAction { ...RestCallToAction }\n    industriesIntro { eyebrow title text }\n    industries { name text image }\n    about { eyebrow title text image badgeTitle badgeText points { title text } button { label link } moreLink { label link } }\n  }\n  fragment RestSolutionsPage on SolutionsPage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    services { anchor name icon summary details points image imageAlt }\n    callToAction { ...RestCallToAction }\n  }\n  fragment RestAboutPage on AboutPage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n  fragment RestContactPage on ContactPageDocument {\n    id createdAt updatedAt version\n    meta { description }\n    hero { ...RestPageHero }\n    details { title hours responseTime }\n    steps { title text }\n  }\n"): (typeof documents)["\n  fragment RestPageHero on PageHero { eyebrow headline highlight text buttons { label link } points image imageAlt }\n  fragment RestCallToAction on CallToAction { title text button { label link } }\n  fragment RestHomePage on HomePage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    servicesIntro { eyebrow title text }\n    servicesCallToAction { ...RestCallToAction }\n    industriesIntro { eyebrow title text }\n    industries { name text image }\n    about { eyebrow title text image badgeTitle badgeText points { title text } button { label link } moreLink { label link } }\n  }\n  fragment RestSolutionsPage on SolutionsPage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    services { anchor name icon summary details points image imageAlt }\n    callToAction { ...RestCallToAction }\n  }\n  fragment RestAboutPage on AboutPage {\n    id createdAt updatedAt version\n    hero { ...RestPageHero }\n    story { eyebrow title text }\n    milestones { title text }\n    leaders { name role bio photo profileUrl }\n    values { eyebrow title text words }\n  }\n  fragment RestContactPage on ContactPageDocument {\n    id createdAt updatedAt version\n    meta { description }\n    hero { ...RestPageHero }\n    details { title hours responseTime }\n    steps { title text }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestHomePage { homePage { ...RestHomePage } }"): (typeof documents)["query RestHomePage { homePage { ...RestHomePage } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateHomePage($input: HomePageInput!, $version: Int, $images: [ImageUpload!]) { updateHomePage(input: $input, version: $version, images: $images) { ...RestHomePage } }"): (typeof documents)["mutation RestUpdateHomePage($input: HomePageInput!, $version: Int, $images: [ImageUpload!]) { updateHomePage(input: $input, version: $version, images: $images) { ...RestHomePage } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestSolutionsPage { solutionsPage { ...RestSolutionsPage } }"): (typeof documents)["query RestSolutionsPage { solutionsPage { ...RestSolutionsPage } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateSolutionsPage($input: SolutionsPageInput!, $version: Int, $images: [ImageUpload!]) { updateSolutionsPage(input: $input, version: $version, images: $images) { ...RestSolutionsPage } }"): (typeof documents)["mutation RestUpdateSolutionsPage($input: SolutionsPageInput!, $version: Int, $images: [ImageUpload!]) { updateSolutionsPage(input: $input, version: $version, images: $images) { ...RestSolutionsPage } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestAboutPage { aboutPage { ...RestAboutPage } }"): (typeof documents)["query RestAboutPage { aboutPage { ...RestAboutPage } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateAboutPage($input: AboutPageInput!, $version: Int, $images: [ImageUpload!]) { updateAboutPage(input: $input, version: $version, images: $images) { ...RestAboutPage } }"): (typeof documents)["mutation RestUpdateAboutPage($input: AboutPageInput!, $version: Int, $images: [ImageUpload!]) { updateAboutPage(input: $input, version: $version, images: $images) { ...RestAboutPage } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestContactPage { contactPage { ...RestContactPage } }"): (typeof documents)["query RestContactPage { contactPage { ...RestContactPage } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateContactPage($input: ContactPageInput!, $version: Int, $images: [ImageUpload!]) { updateContactPage(input: $input, version: $version, images: $images) { ...RestContactPage } }"): (typeof documents)["mutation RestUpdateContactPage($input: ContactPageInput!, $version: Int, $images: [ImageUpload!]) { updateContactPage(input: $input, version: $version, images: $images) { ...RestContactPage } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPortfolioFields on Portfolio {\n    id createdAt updatedAt version views slug status publishAt seoTitle seoDescription socialImage category projectName\n    projectUrl projectDate description content problem solution result testimonial services clientName imageUrls imageAlts\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"): (typeof documents)["\n  fragment RestPortfolioFields on Portfolio {\n    id createdAt updatedAt version views slug status publishAt seoTitle seoDescription socialImage category projectName\n    projectUrl projectDate description content problem solution result testimonial services clientName imageUrls imageAlts\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestPortfolios($page: Int, $limit: Int, $q: String, $category: String) {\n      portfolios(page: $page, limit: $limit, q: $q, category: $category) { items { ...RestPortfolioFields } page limit total pages }\n    }\n  "): (typeof documents)["\n    query RestPortfolios($page: Int, $limit: Int, $q: String, $category: String) {\n      portfolios(page: $page, limit: $limit, q: $q, category: $category) { items { ...RestPortfolioFields } page limit total pages }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestPortfolioItem($id: ID!) { portfolio(id: $id) { ...RestPortfolioFields } }"): (typeof documents)["query RestPortfolioItem($id: ID!) { portfolio(id: $id) { ...RestPortfolioFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestAddPortfolio($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      addPortfolio(input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  "): (typeof documents)["\n    mutation RestAddPortfolio($input: PortfolioInput!, $images: [Upload!], $existingImages: [String!]) {\n      addPortfolio(input: $input, images: $images, existingImages: $existingImages) { ...RestPortfolioFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestUpdatePortfolio($id: ID!, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!], $version: Int) {\n      updatePortfolio(id: $id, input: $input, images: $images, existingImages: $existingImages, version: $version) { ...RestPortfolioFields }\n    }\n  "): (typeof documents)["\n    mutation RestUpdatePortfolio($id: ID!, $input: PortfolioInput!, $images: [Upload!], $existingImages: [String!], $version: Int) {\n      updatePortfolio(id: $id, input: $input, images: $images, existingImages: $existingImages, version: $version) { ...RestPortfolioFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestDeletePortfolio($id: ID!) { deletePortfolio(id: $id) }"): (typeof documents)["mutation RestDeletePortfolio($id: ID!) { deletePortfolio(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestTrashedPortfolios($page: Int, $limit: Int, $q: String) {\n      trashedPortfolios(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  "): (typeof documents)["\n    query RestTrashedPortfolios($page: Int, $limit: Int, $q: String) {\n      trashedPortfolios(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestRestorePortfolio($id: ID!) { restorePortfolio(id: $id) { id } }"): (typeof documents)["mutation RestRestorePortfolio($id: ID!) { restorePortfolio(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestPurgePortfolio($id: ID!) { purgePortfolio(id: $id) }"): (typeof documents)["mutation RestPurgePortfolio($id: ID!) { purgePortfolio(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestRedirectFields on Redirect { id fromPath to status hits createdAt updatedAt }"): (typeof documents)["fragment RestRedirectFields on Redirect { id fromPath to status hits createdAt updatedAt }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestRedirects($page: Int, $limit: Int, $q: String) {\n        redirects(page: $page, limit: $limit, q: $q) { items { ...RestRedirectFields } page limit total pages }\n      }\n    "): (typeof documents)["\n      query RestRedirects($page: Int, $limit: Int, $q: String) {\n        redirects(page: $page, limit: $limit, q: $q) { items { ...RestRedirectFields } page limit total pages }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestImportRedirects($file: Upload!) { importRedirects(file: $file) { imported refused { line source reason } } }"): (typeof documents)["mutation RestImportRedirects($file: Upload!) { importRedirects(file: $file) { imported refused { line source reason } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestAddRedirect($input: RedirectInput!) { addRedirect(input: $input) { ...RestRedirectFields } }"): (typeof documents)["mutation RestAddRedirect($input: RedirectInput!) { addRedirect(input: $input) { ...RestRedirectFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateRedirect($id: ID!, $input: RedirectInput!) { updateRedirect(id: $id, input: $input) { ...RestRedirectFields } }"): (typeof documents)["mutation RestUpdateRedirect($id: ID!, $input: RedirectInput!) { updateRedirect(id: $id, input: $input) { ...RestRedirectFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestDeleteRedirect($id: ID!) { deleteRedirect(id: $id) }"): (typeof documents)["mutation RestDeleteRedirect($id: ID!) { deleteRedirect(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestNotFoundPaths($page: Int, $limit: Int, $q: String) {\n        notFoundPaths(page: $page, limit: $limit, q: $q) { items { id path hits firstSeenAt lastSeenAt referrer } page limit total pages }\n      }\n    "): (typeof documents)["\n      query RestNotFoundPaths($page: Int, $limit: Int, $q: String) {\n        notFoundPaths(page: $page, limit: $limit, q: $q) { items { id path hits firstSeenAt lastSeenAt referrer } page limit total pages }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSiteSettingsFields on SiteSettings { id createdAt updatedAt version siteName defaultDescription defaultSocialImage organizationLogo }\n"): (typeof documents)["\n  fragment RestSiteSettingsFields on SiteSettings { id createdAt updatedAt version siteName defaultDescription defaultSocialImage organizationLogo }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestSiteSettings { siteSettings { ...RestSiteSettingsFields } }"): (typeof documents)["query RestSiteSettings { siteSettings { ...RestSiteSettingsFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateSiteSettings($input: SiteSettingsInput!, $version: Int) { updateSiteSettings(input: $input, version: $version) { ...RestSiteSettingsFields } }"): (typeof documents)["mutation RestUpdateSiteSettings($input: SiteSettingsInput!, $version: Int) { updateSiteSettings(input: $input, version: $version) { ...RestSiteSettingsFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestStatisticsFields on Statistics {\n    id createdAt updatedAt version projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription\n    clientSatisfaction clientSatisfactionDescription\n  }\n"): (typeof documents)["\n  fragment RestStatisticsFields on Statistics {\n    id createdAt updatedAt version projectsCompleted projectsCompletedDescription industriesServed industriesServedDescription\n    clientSatisfaction clientSatisfactionDescription\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestStatistics { statistics { ...RestStatisticsFields } }"): (typeof documents)["query RestStatistics { statistics { ...RestStatisticsFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateStatistics($input: StatisticsInput!, $version: Int) { updateStatistics(input: $input, version: $version) { ...RestStatisticsFields } }"): (typeof documents)["mutation RestUpdateStatistics($input: StatisticsInput!, $version: Int) { updateStatistics(input: $input, version: $version) { ...RestStatisticsFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestNewsletterSendFields on NewsletterSend {\n    id createdAt updatedAt postId subject status test total createdByEmail queued retrying sent failed unknown unsubscribedSince\n  }\n"): (typeof documents)["\n  fragment RestNewsletterSendFields on NewsletterSend {\n    id createdAt updatedAt postId subject status test total createdByEmail queued retrying sent failed unknown unsubscribedSince\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestSendNewsletter($postId: ID!, $subject: String, $test: Boolean, $to: String, $confirmResend: Boolean) {\n        sendNewsletter(postId: $postId, subject: $subject, test: $test, to: $to, confirmResend: $confirmResend) { ...RestNewsletterSendFields }\n      }\n    "): (typeof documents)["\n      mutation RestSendNewsletter($postId: ID!, $subject: String, $test: Boolean, $to: String, $confirmResend: Boolean) {\n        sendNewsletter(postId: $postId, subject: $subject, test: $test, to: $to, confirmResend: $confirmResend) { ...RestNewsletterSendFields }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestNewsletterSends($page: Int, $limit: Int, $q: String) {\n        newsletterSends(page: $page, limit: $limit, q: $q) { items { ...RestNewsletterSendFields } page limit total pages }\n      }\n    "): (typeof documents)["\n      query RestNewsletterSends($page: Int, $limit: Int, $q: String) {\n        newsletterSends(page: $page, limit: $limit, q: $q) { items { ...RestNewsletterSendFields } page limit total pages }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestNewsletterSend($id: ID!) { newsletterSend(id: $id) { ...RestNewsletterSendFields } }"): (typeof documents)["query RestNewsletterSend($id: ID!) { newsletterSend(id: $id) { ...RestNewsletterSendFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestResendUnknownNewsletterEmails($id: ID!) { resendUnknownNewsletterEmails(id: $id) { ...RestNewsletterSendFields } }"): (typeof documents)["mutation RestResendUnknownNewsletterEmails($id: ID!) { resendUnknownNewsletterEmails(id: $id) { ...RestNewsletterSendFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestNewsletterSettings { newsletterSettings { id createdAt updatedAt sendNewPosts since } }"): (typeof documents)["query RestNewsletterSettings { newsletterSettings { id createdAt updatedAt sendNewPosts since } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateNewsletterSettings($sendNewPosts: Boolean!) { updateNewsletterSettings(sendNewPosts: $sendNewPosts) { id createdAt updatedAt sendNewPosts since } }"): (typeof documents)["mutation RestUpdateNewsletterSettings($sendNewPosts: Boolean!) { updateNewsletterSettings(sendNewPosts: $sendNewPosts) { id createdAt updatedAt sendNewPosts since } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestSubscriptions($page: Int, $limit: Int, $q: String, $status: SubscriptionStatus) {\n        subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt email status source subscribedAt confirmedAt visit { ...RestVisitFields } }\n          page limit total pages\n        }\n      }\n    "): (typeof documents)["\n      query RestSubscriptions($page: Int, $limit: Int, $q: String, $status: SubscriptionStatus) {\n        subscriptions(page: $page, limit: $limit, q: $q, status: $status) {\n          items { id createdAt updatedAt email status source subscribedAt confirmedAt visit { ...RestVisitFields } }\n          page limit total pages\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestSubscribe($email: String!, $source: String! = \"\", $website: String, $formToken: String, $visit: VisitInput) {\n        subscribe(email: $email, source: $source, website: $website, formToken: $formToken, visit: $visit)\n      }\n    "): (typeof documents)["\n      mutation RestSubscribe($email: String!, $source: String! = \"\", $website: String, $formToken: String, $visit: VisitInput) {\n        subscribe(email: $email, source: $source, website: $website, formToken: $formToken, visit: $visit)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestConfirmSubscription($token: String!) { confirmSubscription(token: $token) }"): (typeof documents)["mutation RestConfirmSubscription($token: String!) { confirmSubscription(token: $token) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUnsubscribe($token: String!) { unsubscribe(token: $token) }"): (typeof documents)["mutation RestUnsubscribe($token: String!) { unsubscribe(token: $token) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestResubscribe($token: String!) { resubscribe(token: $token) }"): (typeof documents)["mutation RestResubscribe($token: String!) { resubscribe(token: $token) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestSetSubscriptionStatus($id: ID!, $status: SubscriptionStatus!) {\n        setSubscriptionStatus(id: $id, status: $status) { id createdAt updatedAt email status source subscribedAt confirmedAt }\n      }\n    "): (typeof documents)["\n      mutation RestSetSubscriptionStatus($id: ID!, $status: SubscriptionStatus!) {\n        setSubscriptionStatus(id: $id, status: $status) { id createdAt updatedAt email status source subscribedAt confirmedAt }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestDeleteSubscription($id: ID!) { deleteSubscription(id: $id) }"): (typeof documents)["mutation RestDeleteSubscription($id: ID!) { deleteSubscription(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestTestimonialFields on Testimonial {\n    id createdAt updatedAt version views rating review userName userRole userImage userImageAlt\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"): (typeof documents)["\n  fragment RestTestimonialFields on Testimonial {\n    id createdAt updatedAt version views rating review userName userRole userImage userImageAlt\n    responsiveImages { ...RestResponsiveImageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestTestimonials($page: Int, $limit: Int, $q: String) {\n      testimonials(page: $page, limit: $limit, q: $q) { items { ...RestTestimonialFields } page limit total pages }\n    }\n  "): (typeof documents)["\n    query RestTestimonials($page: Int, $limit: Int, $q: String) {\n      testimonials(page: $page, limit: $limit, q: $q) { items { ...RestTestimonialFields } page limit total pages }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestTestimonialItem($id: ID!) { testimonial(id: $id) { ...RestTestimonialFields } }"): (typeof documents)["query RestTestimonialItem($id: ID!) { testimonial(id: $id) { ...RestTestimonialFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestAddTestimonial($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      addTestimonial(input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  "): (typeof documents)["\n    mutation RestAddTestimonial($input: TestimonialInput!, $image: Upload, $existingImages: [String!]) {\n      addTestimonial(input: $input, image: $image, existingImages: $existingImages) { ...RestTestimonialFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation RestUpdateTestimonial($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!], $version: Int) {\n      updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages, version: $version) { ...RestTestimonialFields }\n    }\n  "): (typeof documents)["\n    mutation RestUpdateTestimonial($id: ID!, $input: TestimonialInput!, $image: Upload, $existingImages: [String!], $version: Int) {\n      updateTestimonial(id: $id, input: $input, image: $image, existingImages: $existingImages, version: $version) { ...RestTestimonialFields }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }"): (typeof documents)["mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query RestTrashedTestimonials($page: Int, $limit: Int, $q: String) {\n      trashedTestimonials(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  "): (typeof documents)["\n    query RestTrashedTestimonials($page: Int, $limit: Int, $q: String) {\n      trashedTestimonials(page: $page, limit: $limit, q: $q) { items { ...RestTrashedItemFields } page limit total pages }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestRestoreTestimonial($id: ID!) { restoreTestimonial(id: $id) { id } }"): (typeof documents)["mutation RestRestoreTestimonial($id: ID!) { restoreTestimonial(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestPurgeTestimonial($id: ID!) { purgeTestimonial(id: $id) }"): (typeof documents)["mutation RestPurgeTestimonial($id: ID!) { purgeTestimonial(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestWebhookDeliveryFields on WebhookDelivery {\n  id eventType payload status attempts responseCode lastError nextAttemptAt createdAt updatedAt attemptLog { at responseCode error }\n}"): (typeof documents)["fragment RestWebhookDeliveryFields on WebhookDelivery {\n  id eventType payload status attempts responseCode lastError nextAttemptAt createdAt updatedAt attemptLog { at responseCode error }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RestWebhookFields on WebhookEndpoint {\n  id url events description enabled createdAt updatedAt lastDelivery { ...RestWebhookDeliveryFields }\n}"): (typeof documents)["fragment RestWebhookFields on WebhookEndpoint {\n  id url events description enabled createdAt updatedAt lastDelivery { ...RestWebhookDeliveryFields }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RestWebhooks { webhooks { ...RestWebhookFields } }"): (typeof documents)["query RestWebhooks { webhooks { ...RestWebhookFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestRedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...RestWebhookDeliveryFields } }"): (typeof documents)["mutation RestRedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...RestWebhookDeliveryFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestAddWebhook($input: WebhookInput!) { addWebhook(input: $input) { webhook { ...RestWebhookFields } secret } }"): (typeof documents)["mutation RestAddWebhook($input: WebhookInput!) { addWebhook(input: $input) { webhook { ...RestWebhookFields } secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestUpdateWebhook($id: ID!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { ...RestWebhookFields } }"): (typeof documents)["mutation RestUpdateWebhook($id: ID!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { ...RestWebhookFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }"): (typeof documents)["mutation RestDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestWebhookDeliveries($id: ID!, $page: Int, $limit: Int, $q: String, $status: WebhookDeliveryStatus) {\n        webhookDeliveries(id: $id, page: $page, limit: $limit, q: $q, status: $status) { items { ...RestWebhookDeliveryFields } page limit total pages }\n      }\n    "): (typeof documents)["\n      query RestWebhookDeliveries($id: ID!, $page: Int, $limit: Int, $q: String, $status: WebhookDeliveryStatus) {\n        webhookDeliveries(id: $id, page: $page, limit: $limit, q: $q, status: $status) { items { ...RestWebhookDeliveryFields } page limit total pages }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestSendWebhookTest($id: ID!) { sendWebhookTest(id: $id) { ...RestWebhookDeliveryFields } }"): (typeof documents)["mutation RestSendWebhookTest($id: ID!) { sendWebhookTest(id: $id) { ...RestWebhookDeliveryFields } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;