import { Module } from '@nestjs/common';
import { EventTeamModule } from '../event-team/event-team.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { MatchPairingController } from './match-pairing.controller';
import { MatchPairingRepository } from './match-pairing.repository';
import { MatchPairingService } from './match-pairing.service';

/** Match-play pairings (the admin pairs teams; the leaderboard shows each match's status). */
@Module({
  imports: [TournamentModule, TeamModule, EventTeamModule],
  controllers: [MatchPairingController],
  providers: [MatchPairingService, MatchPairingRepository],
  exports: [MatchPairingService],
})
export class MatchPairingModule {}
