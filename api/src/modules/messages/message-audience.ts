/** One player of the field as a message's audience is made from. */
export interface FieldPlayer {
  name: string;
  email: string | null;
}

export interface FieldTeam {
  id: string;
  name: string;
  /** In roster order. */
  players: readonly FieldPlayer[];
}

/** One address a message goes to, with the player and team it was found on first. */
export interface AudienceRecipient {
  email: string;
  name: string;
  teamId: string;
  teamName: string;
}

export interface AudiencePeople {
  recipients: AudienceRecipient[];
  /** Players of the audience with no e-mail address (the scorecard banner is all they get). */
  withoutEmail: number;
}

/**
 * The players of these teams (every team when `teamIds` is null), one recipient per address whatever its case:
 * a player entered twice, or one e-mail shared by a couple, gets the message once.
 */
export function audiencePeople(teams: readonly FieldTeam[], teamIds: ReadonlySet<string> | null): AudiencePeople {
  const byAddress = new Map<string, AudienceRecipient>();
  let withoutEmail = 0;
  for (const team of teams) {
    if (teamIds && !teamIds.has(team.id)) continue;
    for (const player of team.players) {
      const email = player.email?.trim();
      if (!email) withoutEmail += 1;
      else if (!byAddress.has(email.toLowerCase())) byAddress.set(email.toLowerCase(), { email, name: player.name, teamId: team.id, teamName: team.name });
    }
  }
  return { recipients: [...byAddress.values()], withoutEmail };
}
