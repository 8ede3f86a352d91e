import { Module } from '@nestjs/common';
import { CourseModule } from '../course/course.module';
import { ScoreModule } from '../score/score.module';
import { TeamModule } from '../team/team.module';
import { ScorecardController } from './scorecard.controller';
import { ScorecardService } from './scorecard.service';

/** Posting and reading a team's scores: the team (roster, lock), the course rating and the scores table. */
@Module({
  imports: [TeamModule, CourseModule, ScoreModule],
  controllers: [ScorecardController],
  providers: [ScorecardService],
  exports: [ScorecardService],
})
export class ScorecardModule {}
