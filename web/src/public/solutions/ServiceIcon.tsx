import type { ServiceIcon as IconName } from '../../gql/graphql';

/** The closed list of pictograms an editor may give a service (24×24 paths). */
const ICONS: Record<IconName, string> = {
  browser: 'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm2 3v11h14V8zm2-3.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm3 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM7 11h6v2H7zm0 4h10v2H7z',
  code: 'M8.7 6.3 10.1 7.7 5.8 12l4.3 4.3-1.4 1.4L3 12zm6.6 0L21 12l-5.7 5.7-1.4-1.4 4.3-4.3-4.3-4.3z',
  phone: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v13h10V5zm4 14.5a1 1 0 1 0 2 0 1 1 0 0 0-2 0z',
  lightbulb: 'M12 2a7 7 0 0 1 4 12.74V17a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1v-2.26A7 7 0 0 1 12 2zm-3 18h6v2H9zm3-16a5 5 0 0 0-2.6 9.27l.6.37V16h4v-2.36l.6-.37A5 5 0 0 0 12 4z',
  database: 'M12 2c4.4 0 8 1.6 8 3.5v13c0 1.9-3.6 3.5-8 3.5s-8-1.6-8-3.5v-13C4 3.6 7.6 2 12 2zm6 12.3c-1.5.8-3.6 1.2-6 1.2s-4.5-.4-6-1.2v4.2c.3.5 2.5 1.5 6 1.5s5.7-1 6-1.5zm0-6.5c-1.5.8-3.6 1.2-6 1.2s-4.5-.4-6-1.2V12c.3.5 2.5 1.5 6 1.5s5.7-1 6-1.5zM12 4c-3.5 0-5.7 1-6 1.5.3.5 2.5 1.5 6 1.5s5.7-1 6-1.5C17.7 5 15.5 4 12 4z',
  chart: 'M3 3h2v16h16v2H3zm4 9h3v5H7zm5-5h3v10h-3zm5 3h3v7h-3z',
  shield: 'M12 2 20 5v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm0 2.1L6 6.4V11c0 3.9 2.5 7.4 6 8.9 3.5-1.5 6-5 6-8.9V6.4zm-1 10.5 5.3-5.3 1.4 1.4L11 17.4l-3.7-3.7 1.4-1.4z',
  cloud: 'M6.5 19A4.5 4.5 0 0 1 6 10.03 6 6 0 0 1 17.66 8.5 5.25 5.25 0 0 1 17.25 19zm0-2h10.75a3.25 3.25 0 0 0 .13-6.5l-.86-.03-.23-.83A4 4 0 0 0 8.03 9.9l-.13.86-.86.1A2.5 2.5 0 0 0 6.5 17z',
};

/** A small pictogram of a service. */
export function ServiceIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path d={ICONS[name] ?? ICONS.browser} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
