import { Module } from '@nestjs/common';
import { CourseModule } from '../course/course.module';
import { ScoreModule } from '../score/score.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { ScorecardController } from './scorecard.controller';
import { ScoreBatchService } from './score-batch.service';
import { ScoreCardService } from './score-card.service';
import { ScorecardService } from './scorecard.service';

/** Posting and reading a team's scores: the team (roster, lock), its tournament, the course rating and the scores table. */
@Module({
  imports: [TeamModule, TournamentModule, CourseModule, ScoreModule],
  controllers: [ScorecardController],
  providers: [ScorecardService, ScoreBatchService, ScoreCardService],
  exports: [ScorecardService],
})
export class ScorecardModule {}
