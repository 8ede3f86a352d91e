import { Module } from '@nestjs/common';
import { HiddenHolesRepository } from './hidden-holes.repository';
import { HiddenHolesService } from './hidden-holes.service';

/** Each team's last holes kept off public boards before the awards (the leaderboard and skins read it). */
@Module({
  providers: [HiddenHolesService, HiddenHolesRepository],
  exports: [HiddenHolesService],
})
export class HiddenHolesModule {}
