import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Patch } from '@nestjs/common';
import { idParams, type IdParams, type Player, updatePlayerInput, type UpdatePlayerInput } from '@fairway/contracts';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { PlayerService } from './player.service';

@Controller('players')
export class PlayerController {
  constructor(private readonly players: PlayerService) {}

  @Patch(':id')
  update(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @Body(new ZodValidationPipe(updatePlayerInput)) body: UpdatePlayerInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Player> {
    return this.players.update(id, body, user);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param(new ZodValidationPipe(idParams)) { id }: IdParams, @CurrentUser() user: AuthUser): Promise<void> {
    return this.players.remove(id, user);
  }
}
