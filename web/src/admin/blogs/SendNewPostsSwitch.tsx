import { useMutation, useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { NewsletterSettingsQuery, UpdateNewsletterSettingsMutation } from './newsletter-documents';

/** The owner's setting: each new post goes to the subscribers when it is published (scheduled ones when their time comes). */
export function SendNewPostsSwitch() {
  const notify = useNotify();
  const { data } = useQuery(NewsletterSettingsQuery);
  const [update, { loading }] = useMutation(UpdateNewsletterSettingsMutation);
  const checked = data?.newsletterSettings.sendNewPosts ?? false;
  const change = async (sendNewPosts: boolean) => {
    try {
      await update({ variables: { sendNewPosts } });
      notify.success(sendNewPosts ? 'New posts will be emailed when published' : 'New posts will not be emailed automatically');
    } catch (error) {
      notify.error(serverMessage(error) ?? 'The setting could not be saved');
    }
  };
  return (
    <FormControlLabel
      control={<Switch checked={checked} disabled={!data || loading} onChange={(event) => void change(event.target.checked)} />}
      label="Email each new post to subscribers when it is published"
    />
  );
}
