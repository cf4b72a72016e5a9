import type { SocialNetwork } from '@consultancy/domain';

const PATHS: Record<SocialNetwork, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.83v1.54h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-4.97c0-1.19-.02-2.71-1.65-2.71-1.65 0-1.9 1.29-1.9 2.62V21h-4z',
  facebook:
    'M13.5 21v-7.5h2.52l.38-2.93H13.5V8.7c0-.85.24-1.42 1.45-1.42h1.55V4.66a20.7 20.7 0 0 0-2.26-.12c-2.24 0-3.77 1.37-3.77 3.88v2.15H7.94v2.93h2.53V21z',
  instagram:
    'M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17.1 5.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3.6c2.7 0 3.03.01 4.1.06 2.75.12 4.1 1.42 4.23 4.24.05 1.06.06 1.38.06 4.1s-.01 3.03-.06 4.1c-.12 2.8-1.47 4.12-4.23 4.24-1.07.05-1.38.06-4.1.06s-3.04-.01-4.1-.06c-2.77-.12-4.1-1.44-4.24-4.24C3.61 15.03 3.6 14.7 3.6 12s.01-3.04.06-4.1c.13-2.82 1.47-4.12 4.24-4.24C8.96 3.61 9.3 3.6 12 3.6z',
  twitter:
    'M17.75 3.5h3.07l-6.7 7.66L22 20.5h-6.17l-4.83-6.32-5.53 6.32H2.4l7.17-8.2L2 3.5h6.33l4.37 5.77zm-1.08 15.2h1.7L7.4 5.2H5.58z',
};

/** An inline icon of a social network (no icon font, no request). */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
