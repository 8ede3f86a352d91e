import { Module } from '@nestjs/common';
import { TournamentMembershipReader } from './tournament-membership.reader';

/**
 * The team module's one read the tournament module needs (in which tournaments a caller plays), in a module
 * of its own: the team module builds on the tournament module, so the tournament module cannot import it.
 */
@Module({
  providers: [TournamentMembershipReader],
  exports: [TournamentMembershipReader],
})
export class TeamMembershipModule {}
