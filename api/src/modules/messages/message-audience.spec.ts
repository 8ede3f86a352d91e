import { audiencePeople, type FieldTeam } from './message-audience';

const field: FieldTeam[] = [
  {
    id: 'eagles',
    name: 'Eagles',
    players: [
      { name: 'Pat', email: ' Pat@Example.org ' },
      { name: 'Nora', email: null },
      { name: 'Blank', email: '  ' },
    ],
  },
  {
    id: 'hawks',
    name: 'Hawks',
    players: [
      { name: 'Pat again', email: 'pat@example.org' },
      { name: 'Olive', email: 'olive@example.org' },
    ],
  },
];

describe('audiencePeople', () => {
  it('gives each address once, whatever its case, to the first player and team it is found on', () => {
    expect(audiencePeople(field, null)).toEqual({
      recipients: [
        { email: 'Pat@Example.org', name: 'Pat', teamId: 'eagles', teamName: 'Eagles' },
        { email: 'olive@example.org', name: 'Olive', teamId: 'hawks', teamName: 'Hawks' },
      ],
      withoutEmail: 2,
    });
  });

  it('keeps to the chosen teams, and counts their players without an address', () => {
    expect(audiencePeople(field, new Set(['hawks']))).toEqual({
      recipients: [
        { email: 'pat@example.org', name: 'Pat again', teamId: 'hawks', teamName: 'Hawks' },
        { email: 'olive@example.org', name: 'Olive', teamId: 'hawks', teamName: 'Hawks' },
      ],
      withoutEmail: 0,
    });
    expect(audiencePeople(field, new Set())).toEqual({ recipients: [], withoutEmail: 0 });
  });
});
