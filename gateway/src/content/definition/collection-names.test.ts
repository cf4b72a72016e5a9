import { collectionNames, collectionNaming, defineCollectionData, team } from '@consultancy/domain/collections';
import { AUDIT_ACTIONS } from '@consultancy/domain/audit';
import { defineCollectionFrom } from './defined-collection';

const photo = { kind: 'image', name: 'photo', label: 'Photo', altField: 'photoAlt' } as const;

describe('a collection defined as data', () => {
  it('has every name derived from its key, singular and plural', () => {
    expect(collectionNaming(team.names)).toEqual({
      type: 'TeamMember', input: 'TeamMemberInput', list: 'team', item: 'teamMember',
      add: 'addTeamMember', update: 'updateTeamMember', delete: 'deleteTeamMember',
      trashed: 'trashedTeam', restore: 'restoreTeamMember', purge: 'purgeTeamMember',
      restPrefix: '/api/team', label: 'Team member', table: 'team',
      auditActions: ['team.created', 'team.updated', 'team.deleted', 'team.restored', 'team.purged'],
    });
    expect(collectionNaming({ key: 'case', singular: 'case study', plural: 'case studies' })).toMatchObject({
      type: 'CaseStudy', list: 'caseStudies', item: 'caseStudy', trashed: 'trashedCaseStudies', table: 'case_studies', label: 'Case study',
    });
  });

  it('is listed by collectionNames, and its audit actions are in the domain list without being written there', () => {
    expect(collectionNames()).toEqual(['team']);
    expect(AUDIT_ACTIONS).toEqual(expect.arrayContaining(collectionNaming(team.names).auditActions));
  });

  it('refuses a definition that contradicts itself, naming what is wrong', () => {
    const names = { key: 'thing', singular: 'thing', plural: 'things' };
    const text = { kind: 'text', name: 'title', label: 'Title' } as const;
    expect(() => defineCollectionData({ names, fields: [text, text, photo], options: {} })).toThrow('the field title is defined twice');
    expect(() => defineCollectionData({ names, fields: [text, photo], options: { orderBy: ['rank'] } })).toThrow('rank, which is not a field');
    expect(() => defineCollectionData({ names, fields: [text, photo], options: { search: { type: 'thing' } } })).toThrow('search needs publishing and public paths');
    expect(() => defineCollectionData({ names, fields: [text, photo], options: { sitemap: true } })).toThrow('the sitemap needs public paths');
  });

  it('is refused by the gateway with revisions or the trash turned off', () => {
    const text = { kind: 'text', name: 'title', label: 'Title' } as const;
    expect(() => defineCollectionFrom(defineCollectionData({ names: { key: 'kept', singular: 'kept', plural: 'kepts' }, fields: [text, photo], options: { trash: false } })))
      .toThrow('revisions and trash cannot be turned off yet');
  });
});
