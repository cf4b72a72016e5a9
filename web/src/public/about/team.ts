import { useQuery } from '@apollo/client/react';
import { DEFAULT_ABOUT_PAGE } from '@consultancy/domain/page-texts';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import type { LeaderValues } from './about-page';

/** Every member, in the team's order (the Team screen's): the first two are the leaders. */
const PublicTeamQuery = graphql(`
  query PublicTeam { team(limit: 100) { items { id name role bio photo photoAlt link } } }
`);

/** How many of the first members the page introduces as its leaders, beside the story. */
export const LEADER_COUNT = 2;

/**
 * The team as the About page shows it: the leaders, then everyone else. Until the team is read,
 * or when reading it fails, the leaders the site shipped with, so the page never shows none.
 */
type Member = LeaderValues & { photoAlt?: string };

export function useTeam(): { leaders: Member[]; others: Member[] } {
  const { data, error } = useQuery(PublicTeamQuery);
  useEffect(() => {
    if (error) console.warn('Failed to load the team', error);
  }, [error]);
  const members: Member[] = data
    ? data.team.items.map(({ name, role, bio, photo, photoAlt, link }) => ({ name, role, bio, photo: photo ?? '', photoAlt, profileUrl: link }))
    : DEFAULT_ABOUT_PAGE.leaders;
  return { leaders: members.slice(0, LEADER_COUNT), others: members.slice(LEADER_COUNT) };
}
