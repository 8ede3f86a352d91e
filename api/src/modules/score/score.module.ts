import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScoreRecordsService } from './score-records.service';
import { ScoreEntity } from './score.entity';
import { SubmittedCardsService } from './submitted-cards.service';

/** Owns the scores table; the team, scorecard and leaderboard modules read and write it through its service. */
@Module({
  imports: [TypeOrmModule.forFeature([ScoreEntity])],
  providers: [ScoreRecordsService, SubmittedCardsService],
  exports: [ScoreRecordsService, SubmittedCardsService],
})
export class ScoreModule {}
