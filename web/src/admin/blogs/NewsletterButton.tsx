import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { MeQuery } from '../shell/documents';
import { NewsletterDialog } from './NewsletterDialog';

interface Post {
  id: string;
  title: string;
  status: string;
  publishAt?: string | null;
}

const isLive = (post: Post, now = Date.now()) => post.status === 'published' && (!post.publishAt || Date.parse(post.publishAt) <= now);

/** On a published post, for owners: "Email to subscribers". */
export function NewsletterButton({ post }: { post: Post }) {
  const [open, setOpen] = useState(false);
  // The panel's frame keeps `me` fresh: read from the cache, not asked again for each post.
  const isOwner = useQuery(MeQuery, { fetchPolicy: 'cache-first' }).data?.me.role === 'owner';
  if (!isOwner || !isLive(post)) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Email to subscribers: ${post.title}`}>Email to subscribers</Button>
      {open && <NewsletterDialog post={post} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
