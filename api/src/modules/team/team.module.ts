import { Module } from '@nestjs/common';
import { inviteCodeGeneratorProvider } from './invite-code.provider';
import { PlayerController } from './player.controller';
import { PlayerService } from './player.service';
import { RosterService } from './roster.service';
import { TeamController } from './team.controller';
import { TeamProgressReader } from './team-progress.reader';
import { TeamReader } from './team-reader';
import { TeamService } from './team.service';
import { TeamTransaction } from './team-transaction';

@Module({
  controllers: [TeamController, PlayerController],
  providers: [TeamService, RosterService, PlayerService, TeamReader, TeamProgressReader, TeamTransaction, inviteCodeGeneratorProvider],
})
export class TeamModule {}
