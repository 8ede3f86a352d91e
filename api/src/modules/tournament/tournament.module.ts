import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CourseModule } from '../course/course.module';
import { EventTeamModule } from '../event-team/event-team.module';
import { TeamMembershipModule } from '../team/team-membership.module';
import { TournamentController } from './tournament.controller';
import { TournamentEntity } from './tournament.entity';
import { TournamentOrganisationService } from './tournament-organisation.service';
import { TournamentService } from './tournament.service';

@Module({
  imports: [TypeOrmModule.forFeature([TournamentEntity]), CourseModule, TeamMembershipModule, EventTeamModule],
  controllers: [TournamentController],
  providers: [TournamentService, TournamentOrganisationService],
  exports: [TournamentService, TournamentOrganisationService],
})
export class TournamentModule {}
