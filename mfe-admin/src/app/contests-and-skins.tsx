// The Contests tab in one chunk: the contest holes, then the skins game (two features, composed here because a
// feature never imports another one).
import { ContestsTab } from '../features/contests/components/contests-tab';
import { SkinsSettingsPanel } from '../features/skins/components/skins-settings-panel';

export function ContestsAndSkins({ tournamentId }: { tournamentId: string }) {
  return <ContestsTab tournamentId={tournamentId} after={<SkinsSettingsPanel tournamentId={tournamentId} />} />;
}
