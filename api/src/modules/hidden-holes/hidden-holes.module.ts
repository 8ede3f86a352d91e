import { Module } from '@nestjs/common';
import { HiddenHolesService } from './hidden-holes.service';

/** Each team's last holes kept off public boards before the awards (the leaderboard and skins read it). */
@Module({
  providers: [HiddenHolesService],
  exports: [HiddenHolesService],
})
export class HiddenHolesModule {}
