import { Module } from '@nestjs/common';
import { FundraisingModule } from '../fundraising/fundraising.module';
import { CourseModule } from '../course/course.module';
import { HiddenHolesModule } from '../hidden-holes/hidden-holes.module';
import { ScoreDataModule } from '../score/score-data.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { SkinsController } from './skins.controller';
import { SkinsRepository } from './skins.repository';
import { SkinsService } from './skins.service';
import { SkinsCopyRepository } from './skins-copy.repository';
import { SkinsCopyService } from './skins-copy.service';

/**
 * Skins per tournament: settings, entrants, the pot and the board libs/golf computes from the scores. The
 * donated share of the fees is recorded through the fundraising module's ledger (which knows nothing of skins).
 */
@Module({
  imports: [TournamentModule, CourseModule, TeamModule, ScoreDataModule, HiddenHolesModule, FundraisingModule],
  controllers: [SkinsController],
  providers: [SkinsService, SkinsRepository, SkinsCopyRepository, SkinsCopyService],
  exports: [SkinsService, SkinsCopyService],
})
export class SkinsModule {}
