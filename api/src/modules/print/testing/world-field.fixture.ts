// A charity field whose names are in five scripts: Polish and Vietnamese accents, Greek, Cyrillic, Chinese and Japanese.
import type { PrintData, PrintTeam } from '../print-data';
import { printDataFixture } from './print-data.fixture';

/** Two players a team, so the starter's sheet has room for every name on its line. */
export const worldTeams: readonly { name: string; players: readonly string[] }[] = [
  { name: 'Łódź Eagles', players: ['Łukasz Wójcik', 'Nguyễn Văn An'] },
  { name: 'Αθήνα Golf', players: ['Σοφία Νίκου', 'Дмитрий Орлов'] },
  { name: '长城 Friends', players: ['王伟', '佐藤さくら'] },
  { name: 'Ørsted Four', players: ['Zoë Ørsted', 'Ayşe Yılmaz'] },
];

export const worldNames: readonly string[] = worldTeams.flatMap((team) => team.players);

/** The print fixture's morning with `teams` in place of its field, and a hole sponsor writing in three scripts. */
export function worldField(teams = worldTeams): PrintData {
  const data = printDataFixture({ teams: teams.length });
  return {
    ...data,
    teams: data.teams.map((team, index): PrintTeam => {
      const world = teams[index]!;
      return { ...team, name: world.name, players: world.players.map((name, seat) => ({ ...team.players[seat]!, name })) };
    }),
    holeSponsors: [{ hole: 4, sponsorName: '北京 Café Ñandú', logo: null, message: 'Удачи, Ελλάδα!' }],
  };
}
