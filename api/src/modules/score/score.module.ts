import { Module } from '@nestjs/common';
import { CourseModule } from '../course/course.module';
import { EventTeamModule } from '../event-team/event-team.module';
import { HiddenHolesModule } from '../hidden-holes/hidden-holes.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { HiddenScoresFilter } from './hidden-scores.filter';
import { ScoreController } from './score.controller';
import { ScoreDataModule } from './score-data.module';
import { ScoreAnnotationService } from './score-annotation.service';
import { ScoreBatchService } from './score-batch.service';
import { ScoreCardService } from './score-card.service';
import { ScoreWriteReader } from './score-write.reader';
import { ScoreWriteService } from './score-write.service';
import { ScoreService } from './score.service';

/**
 * Posting and reading a team's scores. The score tables are ScoreDataModule's: its repositories are the only
 * code that reads or writes them. The score write's two statements take the team module's part (rosters,
 * the claim of teams) and the tournament module's (scoring settings), each module's SQL in its own folder.
 */
@Module({
  imports: [TeamModule, TournamentModule, CourseModule, ScoreDataModule, HiddenHolesModule, EventTeamModule],
  controllers: [ScoreController],
  providers: [ScoreService, HiddenScoresFilter, ScoreWriteService, ScoreWriteReader, ScoreAnnotationService, ScoreBatchService, ScoreCardService],
  exports: [ScoreService],
})
export class ScoreModule {}
